/**
 * Vercel's published limits the Vercel tests measure a deployment against; docs/hosts/vercel.md
 * quotes the same figures and sources.
 *
 * - vercel.com/docs/limits (the copy last updated 2 March 2026): "Routes created per Deployment"
 *   2,048 on Hobby and Pro; "Static File uploads" 100 MB on Hobby, 1 GB on Pro.
 * - Vercel's deployment API refused `vercel deploy --prebuilt` of more than 15,000 files ("files
 *   should NOT have more than 15000 items", github.com/vercel/vercel issue 8571); the CLI's
 *   `--archive=tgz` uploads the folder as one archive instead (discussion 8643, and
 *   vercel.com/docs/cli/deploy).
 *
 * No limit on the size of one static file was found in these pages: the biggest file is held to
 * the plan's upload total.
 */
export const VERCEL_LIMITS = {
  routes: 2048,
  /** bytes of static files a deployment may upload, per plan */
  staticUpload: { hobby: 100e6, pro: 1e9 },
  /** files one deployment request may list; more need `--archive=tgz` */
  filesWithoutArchive: 15_000,
} as const;
