/** Types of netlify-redirector (Netlify's WebAssembly rule engine, which `netlify dev` runs), as the tests use it. */
declare module 'netlify-redirector' {
  export interface EngineRequest {
    scheme: string;
    host: string;
    /** the decoded URL path */
    path: string;
    /** the raw query string, without `?` */
    query: string;
    getHeader(name: string): string;
    getCookie(name: string): string;
  }
  export interface EngineMatch {
    from?: string;
    to?: string;
    status?: number;
    force?: boolean;
    force404?: boolean;
  }
  export interface RedirectMatcher {
    match(request: EngineRequest): EngineMatch | null;
  }
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<RedirectMatcher>;
    parsePlain(rules: string, options: { jwtSecret?: string; jwtRoleClaim?: string }): Promise<RedirectMatcher>;
  };
  export default redirector;
}
