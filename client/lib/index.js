// <define:__INDICA_ROUTES__>
var define_INDICA_ROUTES_default = [{ id: "vs", base: "/vs/v2", entities: {}, endpoints: [{ path: "/words/{word}", params: { word: { kind: "substring", field: "word", minWordLength: 1, description: "Text contained in the transliterated word." } }, query: [], filter: { match: { word: { field: "word", op: "contains" } } } }, { path: "/word/{word}", params: { word: { kind: "exact", field: "word", description: "The transliterated word, whole." } }, query: [], filter: { match: { word: { field: "word", op: "is" } } } }, { path: "/descriptions/{description}", params: { description: { kind: "substring", field: "description", minWordLength: 2, description: "Text contained in the meaning." } }, query: [], filter: { match: { description: { field: "description", op: "contains" } } } }, { path: "/categories/{category}", params: { category: { kind: "enum", values: ["grass", "plant", "tree", "animal", "bird", "cattle", "fish", "insect", "snake", "worm", "building", "chariot", "food", "grain", "metal", "object", "ship", "weapon", "war", "number", "distance", "time", "weight", "mountain", "place", "river", "astronomy", "disease", "literature", "medicine", "poison", "subject", "dicing", "games", "music", "clothing", "hair", "ornament", "law", "morals", "agriculture", "caste", "family", "occupation", "priest", "royalty", "trade", "tribe"], field: "category", description: "One of the 48 categories." } }, query: [], filter: { match: { category: { field: "category", op: "equals" } } } }] }, { id: "rv", base: "/rv/v2/meta", entities: {}, endpoints: [{ path: "/book/{mandal}", params: { mandal: { kind: "int", min: 1, max: 10, field: "mandal", description: "Mandal (book), 1 to 10." } }, query: [], filter: { match: { mandal: { field: "mandal", op: "equals" } } } }, { path: "/sukta/{mandal}/{sukta}", params: { mandal: { kind: "int", min: 1, max: 10, field: "mandal", description: "Mandal (book), 1 to 10." }, sukta: { kind: "int", min: 1, max: 191, field: "sukta", description: "Sukta (hymn) within the mandal." } }, query: [], filter: { match: { mandal: { field: "mandal", op: "equals" }, sukta: { field: "sukta", op: "equals" } } } }, { path: "/meter/{meter}", params: { meter: { kind: "substring", field: "meter", minWordLength: 1, description: "Text contained in the meter name." } }, query: [], filter: { match: { meter: { field: "meter", op: "contains" } } } }, { path: "/metername/{meter}", params: { meter: { kind: "exact", field: "meter", description: "The meter name, whole." } }, query: [], filter: { match: { meter: { field: "meter", op: "is" } } } }, { path: "/poet/{sungby}", params: { sungby: { kind: "substring", field: "sungby", minWordLength: 1, description: "Text contained in the poet name." } }, query: [], filter: { match: { sungby: { field: "sungby", op: "contains" } } } }, { path: "/poetname/{sungby}", params: { sungby: { kind: "exact", field: "sungby", description: "The poet name, whole." } }, query: [], filter: { match: { sungby: { field: "sungby", op: "is" } } } }, { path: "/poetcategory/{sungbycategory}", params: { sungbycategory: { kind: "enum", values: ["animal", "demon male", "divine female", "divine male", "human female", "human male"], field: "sungbycategory", description: "A poet category." } }, query: [], filter: { match: { sungbycategory: { field: "sungbycategory", op: "equals" } } } }, { path: "/god/{sungfor}", params: { sungfor: { kind: "substring", field: "sungfor", minWordLength: 1, description: "Text contained in the name of the venerated being or object." } }, query: [], filter: { match: { sungfor: { field: "sungfor", op: "contains" } } } }, { path: "/godname/{sungfor}", params: { sungfor: { kind: "exact", field: "sungfor", description: "The name of the venerated being or object, whole." } }, query: [], filter: { match: { sungfor: { field: "sungfor", op: "is" } } } }, { path: "/god/{sungfor}/{mandal}", params: { sungfor: { kind: "substring", field: "sungfor", minWordLength: 1, description: "Text contained in the name of the venerated being or object." }, mandal: { kind: "int", min: 1, max: 10, field: "mandal", description: "Mandal (book), 1 to 10." } }, query: [], filter: { match: { sungfor: { field: "sungfor", op: "contains" }, mandal: { field: "mandal", op: "equals" } } } }, { path: "/godbypoet/{sungfor}/{sungby}", params: { sungfor: { kind: "substring", field: "sungfor", minWordLength: 1, description: "Text contained in the name of the venerated being or object." }, sungby: { kind: "substring", field: "sungby", minWordLength: 1, description: "Text contained in the poet name." } }, query: [], filter: { match: { sungfor: { field: "sungfor", op: "contains" }, sungby: { field: "sungby", op: "contains" } } } }, { path: "/godcategory/{sungforcategory}", params: { sungforcategory: { kind: "enum", values: ["abstract", "animal", "demon male", "divine female", "divine human", "divine male", "human couple", "human female", "human male", "human unborn", "object", "plant"], field: "sungforcategory", description: "A category of venerated being or object." } }, query: [], filter: { match: { sungforcategory: { field: "sungforcategory", op: "equals" } } } }, { path: "/godcategorybypoetcategory/{sungforcategory}/{sungbycategory}", params: { sungforcategory: { kind: "enum", values: ["abstract", "animal", "demon male", "divine female", "divine human", "divine male", "human couple", "human female", "human male", "human unborn", "object", "plant"], field: "sungforcategory", description: "A category of venerated being or object." }, sungbycategory: { kind: "enum", values: ["animal", "demon male", "divine female", "divine male", "human female", "human male"], field: "sungbycategory", description: "A poet category." } }, query: [], filter: { match: { sungforcategory: { field: "sungforcategory", op: "equals" }, sungbycategory: { field: "sungbycategory", op: "equals" } } } }] }, { id: "mb", base: "/mb/v2", entities: { persons: { label: "person" }, weapons: { label: "weapon" }, clans: { label: "clan" }, events: { label: "event" }, journeys: { label: "journey" }, places: { label: "place" } }, queryFilters: { person: { entity: "persons", description: "Only journeys of this person (name or alias, any letter case)." }, place: { entity: "places", description: "Only journeys passing this place (name or alias, any letter case)." } }, endpoints: [{ path: "/persons", params: {}, query: ["fields", "expand", "limit", "page"] }, { path: "/persons/names", params: {}, query: [] }, { path: "/persons/{name}", params: { name: { kind: "name", entity: "persons", description: "A person's name or alias, in any letter case (static files: the canonical name)." } }, query: ["fields", "expand"] }, { path: "/persons/{name}/armour", params: { name: { kind: "name", entity: "persons", description: "A person's name or alias, in any letter case (static files: the canonical name)." } }, query: [] }, { path: "/persons/{name}/journeys", params: { name: { kind: "name", entity: "persons", description: "A person's name or alias, in any letter case (static files: the canonical name)." } }, query: ["expand", "limit", "page"] }, { path: "/explore/{name}", params: { name: { kind: "name", entity: "persons", description: "A person's name or alias, in any letter case (static files: the canonical name)." } }, query: [] }, { path: "/weapons", params: {}, query: ["limit", "page"] }, { path: "/weapons/names", params: {}, query: [] }, { path: "/weapons/{name}", params: { name: { kind: "name", entity: "weapons", description: "A weapon's name or alias, in any letter case (static files: the canonical name)." } }, query: [] }, { path: "/weapons/{name}/owners", params: { name: { kind: "name", entity: "weapons", description: "A weapon's name or alias, in any letter case (static files: the canonical name)." } }, query: ["limit", "page"] }, { path: "/events", params: {}, query: ["fields", "expand", "limit", "page"] }, { path: "/events/names", params: {}, query: [] }, { path: "/events/{name}", params: { name: { kind: "name", entity: "events", description: "A event's name or alias, in any letter case (static files: the canonical name)." } }, query: ["fields", "expand"] }, { path: "/clans", params: {}, query: ["limit", "page"] }, { path: "/clans/names", params: {}, query: [] }, { path: "/clans/{name}", params: { name: { kind: "name", entity: "clans", description: "A clan's name or alias, in any letter case (static files: the canonical name)." } }, query: [] }, { path: "/journeys", params: {}, query: ["person", "place", "expand", "limit", "page"] }, { path: "/journeys/names", params: {}, query: [] }, { path: "/journeys/{name}", params: { name: { kind: "name", entity: "journeys", description: "A journey's name or alias, in any letter case (static files: the canonical name)." } }, query: ["expand"] }, { path: "/places", params: {}, query: ["limit", "page"] }, { path: "/places/names", params: {}, query: [] }, { path: "/places/{name}", params: { name: { kind: "name", entity: "places", description: "A place's name or alias, in any letter case (static files: the canonical name)." } }, query: [] }] }];

// ../src/core/api-error.ts
var ApiError = class extends Error {
  status;
  constructor(status, message) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
  }
  get body() {
    return { error: this.message };
  }
};

// ../src/core/endpoint.ts
var SHARED_QUERY = ["fields", "expand", "limit", "page"];
function queryOrder(...apis) {
  return [.../* @__PURE__ */ new Set([...apis.flatMap((api) => Object.keys(api.queryFilters ?? {})), ...SHARED_QUERY])];
}

// ../src/core/names.ts
function lookupName(index, raw) {
  const key = raw.toLowerCase();
  return Object.hasOwn(index, key) ? index[key] : void 0;
}
function resolveName(index, raw, label) {
  const found = lookupName(index, raw);
  if (!found) throw new ApiError(404, `no ${label} named "${raw.length > 80 ? `${raw.slice(0, 80)}\u2026` : raw}"`);
  return found;
}

// ../src/core/paginate.ts
function pageCount(total, limit) {
  return Math.max(1, Math.ceil(total / limit));
}
function paginate(items, limit, page) {
  const pages = pageCount(items.length, limit);
  if (page > pages) throw new ApiError(404, `page ${page} is past the last page (${pages}) at limit ${limit}`);
  const start = (page - 1) * limit;
  return {
    meta: { page, limit, total: items.length, pages, hasNext: page < pages, hasPrev: page > 1 },
    data: items.slice(start, start + limit)
  };
}
function sourcePages(limit, page, size) {
  const pages = /* @__PURE__ */ new Set([1]);
  const start = (page - 1) * limit;
  if (!Number.isSafeInteger(start + limit)) return [...pages];
  const first = Math.floor(start / size) + 1;
  const last = Math.floor((start + limit - 1) / size) + 1;
  for (let p = first; p <= last; p++) pages.add(p);
  return [...pages];
}
function pageFromLargerPages(limit, page, size, read) {
  const first = read(1);
  if (!first || first.meta.total === 0) return void 0;
  const pages = pageCount(first.meta.total, limit);
  if (page > pages) throw new ApiError(404, `page ${page} is past the last page (${pages}) at limit ${limit}`);
  const start = (page - 1) * limit;
  const items = [];
  for (let p = Math.floor(start / size) + 1; items.length < start % size + limit && p <= first.meta.pages; p++) {
    const chunk = p === 1 ? first : read(p);
    if (!chunk) throw new Error(`page ${p} at limit ${size} of a list of ${first.meta.total} is missing`);
    items.push(...chunk.data);
  }
  const data = items.slice(start % size, start % size + limit);
  return { meta: { page, limit, total: first.meta.total, pages, hasNext: page < pages, hasPrev: page > 1 }, data };
}

// ../src/core/query.ts
var MAX_LIMIT = 50;
var DEFAULT_LIMIT = 10;
var QUERY_SPECS = {
  fields: {
    default: "basic",
    values: ["basic", "details"],
    // `full` was v1's name for `details`; the original's own timeline page still asks for it.
    aliases: { full: "details" },
    description: "`basic`: the fields a list needs; `details`: every field; `full` (the v1 name) is the same as `details`.",
    openapi: { type: "string", default: "basic" }
  },
  expand: {
    default: false,
    values: ["true", "false"],
    description: "`true` puts the referenced records inline.",
    openapi: { type: "string", default: "false" }
  },
  limit: {
    default: DEFAULT_LIMIT,
    description: `Items on a page, 1 to ${MAX_LIMIT}.`,
    openapi: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT }
  },
  page: {
    default: 1,
    description: "Page number, from 1; a page past the last answers 404.",
    openapi: { type: "integer", minimum: 1, default: 1 }
  }
};
var isSharedQuery = (name) => SHARED_QUERY.includes(name);
var queryDefault = (name) => isSharedQuery(name) ? QUERY_SPECS[name].default : void 0;
var DECIMAL = /^[0-9]+$/;
function parseInteger(raw, what, allowed) {
  if (!DECIMAL.test(raw)) throw new ApiError(400, `${what} must be an integer (${allowed}); got "${clip(raw)}"`);
  return Number(raw);
}
function parseQueryValue(name, raw) {
  switch (name) {
    case "limit": {
      const n = parseInteger(raw, "limit", `1 to ${MAX_LIMIT}`);
      if (n < 1 || n > MAX_LIMIT) throw new ApiError(400, `limit must be from 1 to ${MAX_LIMIT}; got ${clip(raw)}`);
      return n;
    }
    case "page": {
      const n = parseInteger(raw, "page", "1 or more");
      if (n < 1) throw new ApiError(400, `page must be 1 or more; got ${clip(raw)}`);
      return n;
    }
    case "expand":
    case "fields": {
      const spec = QUERY_SPECS[name];
      if (spec.aliases && Object.hasOwn(spec.aliases, raw)) return spec.aliases[raw];
      if (!spec.values.includes(raw)) {
        throw new ApiError(400, `${name} must be one of ${spec.values.join(", ")}; got "${clip(raw)}"`);
      }
      return name === "expand" ? raw === "true" : raw;
    }
    default:
      if (raw === "") throw new ApiError(400, `${name} must not be empty`);
      return raw;
  }
}
function clip(s, max = 80) {
  return s.length > max ? `${s.slice(0, max)}\u2026` : s;
}

// ../src/core/rows.ts
function contains(value, key) {
  return String(value).toLowerCase().includes(key.toLowerCase());
}
function filterRows(rows, filter, params) {
  const tests = Object.entries(filter.match).map(([param, { field, op }]) => {
    const wanted = params[param];
    if (op === "contains") return (row) => contains(row[field], String(wanted));
    if (op === "is") return (row) => String(row[field]).toLowerCase() === String(wanted).toLowerCase();
    return (row) => row[field] === wanted;
  });
  return rows.filter((row) => tests.every((test) => test(row)));
}
var MAX_KEY_BYTES = 120;
var GRAM_LENGTH = 4;
var GRAM = /^[\p{L}\p{M}\p{N}]+$/u;
function* runsOf(text, length) {
  const chars = [...text];
  for (let i = 0; i + length <= chars.length; i++) {
    const run = chars.slice(i, i + length).join("");
    if (GRAM.test(run)) yield run;
  }
}
function narrowingGram(key) {
  for (let n = GRAM_LENGTH; n >= 1; n--) for (const gram of runsOf(key, n)) return gram;
  return void 0;
}
var UNSAFE_IN_KEY = /[/\\\u0000-\u001f\u007f%?#]/;
function isFileSafeKey(key) {
  return key.trim() === key && key !== "" && key !== "." && key !== ".." && !UNSAFE_IN_KEY.test(key) && new TextEncoder().encode(key).length <= MAX_KEY_BYTES;
}

// ../src/core/request-file.ts
var TEMPLATE_PARAM = /^\{(\w+)\}$/;
function templateSegments(endpoint) {
  return endpoint.path.split("/").filter(Boolean);
}
function orderedQuery(api, endpoint) {
  return queryOrder(api).filter((q) => endpoint.query.includes(q));
}
function filePathFor(api, endpoint, request) {
  const segments = templateSegments(endpoint).map((segment) => {
    const param = TEMPLATE_PARAM.exec(segment)?.[1];
    return param === void 0 ? segment : String(request.path[param]);
  });
  for (const name of orderedQuery(api, endpoint)) {
    const value = request.query[name];
    if (value === void 0) continue;
    segments.push(name, String(value));
  }
  return `${api.base}/${segments.join("/")}.json`;
}
function encodePath(filePath) {
  return filePath.split("/").map(
    (segment) => encodeURIComponent(segment).replace(/%(21|24|26|27|28|29|2A|2C|3B|3D|3A|40)/g, (m) => decodeURIComponent(m))
  ).join("/");
}
function matchEndpoint(api, segments) {
  let best;
  for (const endpoint of api.endpoints) {
    const template = templateSegments(endpoint);
    if (template.length !== segments.length) continue;
    const raw = {};
    let literals = 0;
    const ok = template.every((t, i) => {
      const param = TEMPLATE_PARAM.exec(t)?.[1];
      if (param === void 0) return t === segments[i] && ++literals > 0;
      raw[param] = segments[i];
      return segments[i] !== "";
    });
    if (ok && (!best || literals > best.literals)) best = { endpoint, raw, literals };
  }
  return best;
}
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ApiError(400, `malformed percent-encoding in "${clip(segment)}"`);
  }
}
function resolveRequest(api, catalog, rest, query, read) {
  try {
    return resolveOrThrow(api, catalog, rest, query, read);
  } catch (error) {
    if (error instanceof ApiError) return { kind: "error", error };
    throw error;
  }
}
function hasFile(endpoint, request) {
  return Object.entries(endpoint.params).every(
    ([name, spec]) => spec.kind !== "substring" && spec.kind !== "exact" || isFileSafeKey(String(request.path[name]))
  );
}
function readRequest(api, catalog, rest, query) {
  const segments = rest.replace(/\/$/, "").split("/").slice(1).map(decodeSegment);
  const match = matchEndpoint(api, segments);
  if (!match)
    throw new ApiError(404, `no endpoint ${api.base}/${clip(segments.join("/"))}; see ${api.base}/openapi.json`);
  const { endpoint, raw } = match;
  const path = {};
  for (const [name, spec] of Object.entries(endpoint.params)) {
    const value = raw[name];
    switch (spec.kind) {
      case "name":
        path[name] = resolveName(
          catalog.names[spec.entity] ?? {},
          value,
          api.entities[spec.entity]?.label ?? spec.entity
        );
        break;
      case "enum": {
        const found = spec.values.find((v) => v.toLowerCase() === value.toLowerCase());
        if (!found) throw new ApiError(404, `unknown ${name} "${clip(value)}"; one of: ${spec.values.join(", ")}`);
        path[name] = found;
        break;
      }
      case "int": {
        const n = parseInteger(value, name, `${spec.min} to ${spec.max}`);
        if (n < spec.min || n > spec.max)
          throw new ApiError(404, `${name} ${clip(value)} does not exist; ${spec.min} to ${spec.max}`);
        path[name] = n;
        break;
      }
      case "substring":
      case "exact":
        path[name] = value.toLowerCase();
        break;
    }
  }
  return { endpoint, request: { path, query: parseQuery(api, catalog, endpoint, query) } };
}
function resolveOrThrow(api, catalog, rest, query, read) {
  const { endpoint, request } = readRequest(api, catalog, rest, query);
  const { path } = request;
  const file = filePathFor(api, endpoint, request);
  const assembled = endpoint.query.includes("page") && request.query.limit !== MAX_LIMIT;
  const limit = Number(request.query.limit);
  const page = Number(request.query.page);
  const largerPage = (p) => filePathFor(api, endpoint, { ...request, query: { ...request.query, limit: MAX_LIMIT, page: p } });
  const sources = assembled ? sourcePages(limit, page, MAX_LIMIT).map(largerPage) : [];
  const fallback = () => {
    if (endpoint.filter) return filterRows(catalog.rows, endpoint.filter, path);
    if (endpoint.query.includes("page")) {
      if (read && assembled) {
        const found = pageFromLargerPages(
          limit,
          page,
          MAX_LIMIT,
          (p) => read(largerPage(p))
        );
        if (found) return found;
      }
      if (page > 1) throw new ApiError(404, `page ${page} is past the last page at limit ${limit}`);
      return paginate([], limit, 1);
    }
    throw new ApiError(404, `nothing at ${clip(file)}`);
  };
  const narrowing = narrowingOf(api, endpoint, request);
  return {
    kind: "file",
    file: hasFile(endpoint, request) ? file : "",
    fallback,
    sources,
    ...narrowing && { narrowing }
  };
}
function narrowingOf(api, endpoint, request) {
  const [name, ...others] = Object.keys(endpoint.params);
  const filter = endpoint.filter;
  if (!filter || others.length > 0 || endpoint.params[name].kind !== "substring") return void 0;
  const gram = narrowingGram(String(request.path[name]));
  if (gram === void 0) return void 0;
  return {
    gram,
    file: filePathFor(api, endpoint, { path: { [name]: gram }, query: {} }),
    answer: (rows) => filterRows(rows, filter, request.path)
  };
}
function parseQuery(api, catalog, endpoint, query) {
  const given = new URLSearchParams(query);
  const seen = /* @__PURE__ */ new Set();
  const result = {};
  for (const key of given.keys()) {
    if (seen.has(key)) throw new ApiError(400, `parameter "${clip(key)}" is given more than once`);
    seen.add(key);
    if (!endpoint.query.includes(key)) {
      const allowed = endpoint.query.length ? endpoint.query.join(", ") : "none";
      throw new ApiError(400, `unknown parameter "${clip(key)}" for ${api.base}${endpoint.path}; allowed: ${allowed}`);
    }
  }
  for (const name of orderedQuery(api, endpoint)) {
    const raw = given.get(name);
    if (raw === null) {
      if (queryDefault(name) !== void 0) result[name] = queryDefault(name);
      continue;
    }
    const value = parseQueryValue(name, raw);
    const entity = api.queryFilters?.[name]?.entity;
    result[name] = entity ? resolveName(catalog.names[entity] ?? {}, String(value), name) : value;
  }
  return result;
}

// src/errors.ts
var IndicaError = class extends Error {
  status;
  body;
  /** The request as it was asked, below the site root. */
  request;
  constructor(status, body, request) {
    super(`${status}: ${body.error}`);
    this.name = "IndicaError";
    this.status = status;
    this.body = body;
    this.request = request;
  }
};
var IndicaUnreachableError = class extends Error {
  causes;
  constructor(file, causes) {
    super(`no base URL answered for ${file}`);
    this.name = "IndicaUnreachableError";
    this.causes = causes;
  }
};
var IndicaTimeoutError = class extends Error {
  url;
  timeoutMs;
  constructor(url, timeoutMs) {
    super(`${url} gave no complete answer in ${timeoutMs} ms`);
    this.name = "IndicaTimeoutError";
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
};

// src/routes.ts
var routes = define_INDICA_ROUTES_default;

// src/client.ts
var catalogFile = (api) => `/_index/${api.id}.json`;
var VERSION_FILE = "/version.json";
var clip2 = (text, max) => text.length > max ? `${text.slice(0, max)}\u2026` : text;
var keepAsTyped = (pathAndQuery) => [...pathAndQuery].map((c) => c <= " " || c === "\x7F" ? `%${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}` : c).join("");
function createRequestClient(options = {}) {
  const bases = baseUrlsOf(options.baseUrls);
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const cacheSize = options.cacheSize ?? 1e3;
  const timeoutMs = options.timeoutMs ?? 1e4;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 250;
  const clientSignal = options.signal;
  const answers = /* @__PURE__ */ new Map();
  const catalogs = /* @__PURE__ */ new Map();
  let preferred = 0;
  async function attempt(url) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new IndicaTimeoutError(url, timeoutMs)), timeoutMs);
    const onAbort = () => controller.abort(clientSignal.reason);
    clientSignal?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await fetchImpl(url, { headers: { accept: "application/json" }, signal: controller.signal });
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return { kind: "answer", body: void 0 };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const error = new Error(`HTTP ${response.status} from ${url}`);
        return { kind: response.status >= 500 ? "retry" : "next", error };
      }
      const text = await response.text();
      try {
        return { kind: "answer", body: JSON.parse(text) };
      } catch {
        return { kind: "answer", body: void 0 };
      }
    } catch (error) {
      if (clientSignal?.aborted) throw clientSignal.reason;
      if (controller.signal.aborted) return { kind: "next", error: controller.signal.reason };
      return { kind: "retry", error };
    } finally {
      clearTimeout(timer);
      clientSignal?.removeEventListener("abort", onAbort);
    }
  }
  async function download(file) {
    const causes = [];
    const first = preferred;
    for (let i = 0; i < bases.length; i++) {
      const index = (first + i) % bases.length;
      for (let tried = 0; ; tried++) {
        clientSignal?.throwIfAborted();
        const outcome = await attempt(`${bases[index]}${encodePath(file)}`);
        if (outcome.kind === "answer") {
          preferred = index;
          return outcome.body;
        }
        causes.push(outcome.error);
        if (outcome.kind === "next" || tried >= retries) break;
        await sleep(backoffMs * 2 ** tried, clientSignal);
      }
    }
    throw new IndicaUnreachableError(file, causes);
  }
  function readFile(file, cache = answers) {
    let found = cache.get(file);
    if (found) {
      if (cache === answers) {
        cache.delete(file);
        cache.set(file, found);
      }
      return found;
    }
    found = download(file);
    cache.set(file, found);
    found.catch(() => cache.delete(file));
    if (cache === answers && cache.size > cacheSize) cache.delete(cache.keys().next().value);
    return found;
  }
  async function answer(pathAndQuery) {
    const url = new URL(keepAsTyped(pathAndQuery), "http://indica.invalid");
    const pathname = url.pathname;
    const query = url.search.slice(1);
    const fail = (status, error) => {
      throw new IndicaError(status, { error }, pathAndQuery);
    };
    const api = routes.find(({ base }) => pathname.startsWith(`${base}/`) || pathname === base);
    if (!api)
      return fail(404, `no API at ${clip2(pathname, 120)}; the APIs are at ${routes.map((r) => r.base).join(", ")}`);
    if (pathname.endsWith(".json")) {
      let decoded;
      try {
        decoded = pathname.split("/").map(decodeURIComponent).join("/");
      } catch {
        return fail(400, "malformed percent-encoding in the path");
      }
      const body = await readFile(decoded);
      return body === void 0 ? fail(404, `no file ${clip2(pathname, 120)}`) : body;
    }
    const rest = pathname.slice(api.base.length);
    if (!catalogs.has(catalogFile(api))) {
      const guess = resolveRequest(api, asWritten(api, rest, query), rest, query);
      if (guess.kind === "file" && guess.file) {
        const body = await readFile(guess.file);
        if (body !== void 0) return body;
      }
      if (guess.kind === "file" && guess.narrowing) {
        const { file, gram, answer: answer2 } = guess.narrowing;
        const rows = file === guess.file ? void 0 : await readFile(file);
        if (Array.isArray(rows)) return answer2(rows);
        const built = await readFile(VERSION_FILE, catalogs);
        if ((built?.substringGrams ?? 0) >= [...gram].length) return answer2([]);
      }
    }
    const catalog = await readFile(catalogFile(api), catalogs);
    if (!catalog)
      throw new IndicaUnreachableError(catalogFile(api), [
        "no catalog: is a build of Indica Static deployed at the base URL?"
      ]);
    const loaded = /* @__PURE__ */ new Map();
    const resolved = resolveRequest(api, catalog, rest, query, (file) => loaded.get(file));
    if (resolved.kind === "error") return fail(resolved.error.status, resolved.error.message);
    if (resolved.file) {
      const body = await readFile(resolved.file);
      if (body !== void 0) return body;
    }
    await Promise.all(resolved.sources.map(async (file) => loaded.set(file, await readFile(file))));
    try {
      return resolved.fallback();
    } catch (error) {
      if (error instanceof ApiError) return fail(error.status, error.message);
      throw error;
    }
  }
  const request = (pathAndQuery, call) => raced(answer(pathAndQuery), call?.signal);
  async function* pages(pathAndQuery, call) {
    const [path, query = ""] = pathAndQuery.split(/\?(.*)/s);
    const others = query.split("&").filter((p) => p !== "" && !/^page(=|$)/.test(p));
    const asked = /(?:^|&)page=([^&]*)/.exec(query)?.[1];
    let page = asked === void 0 ? 1 : Number(asked);
    for (; ; ) {
      const body = await request(`${path}?${[...others, `page=${page}`].join("&")}`, call);
      if (typeof body?.meta?.hasNext !== "boolean" || !Array.isArray(body.data))
        throw new TypeError(`${clip2(pathAndQuery, 120)} is not a list of pages`);
      yield body;
      if (!body.meta.hasNext) return;
      page = body.meta.page + 1;
    }
  }
  async function dataVersion(call) {
    const body = await raced(readFile(VERSION_FILE, catalogs), call?.signal);
    return body && { version: body.version, date: body.date, contentDigest: body.contentDigest };
  }
  return { request, pages, dataVersion };
}
function asWritten(api, rest, query) {
  const index = {};
  const values = [...rest.split("/"), ...query.split("&").map((p) => p.slice(p.indexOf("=") + 1))];
  for (const raw of values) {
    try {
      for (const value of /* @__PURE__ */ new Set([decodeURIComponent(raw), decodeURIComponent(raw.replace(/\+/g, " "))]))
        index[value.toLowerCase()] = value;
    } catch {
    }
  }
  return { names: Object.fromEntries(Object.keys(api.entities).map((kind) => [kind, index])), rows: [] };
}
function raced(promise, signal) {
  if (!signal) return promise;
  promise.catch(() => {
  });
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
function sleep(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true }
    );
  });
}
function baseUrlsOf(given) {
  const list = given === void 0 ? [] : typeof given === "string" ? [given] : [...given];
  if (list.length === 0) {
    const origin = globalThis.location?.origin;
    if (!origin || origin === "null")
      throw new TypeError("createClient: give baseUrls (where a build of Indica Static is deployed)");
    const document = globalThis.document;
    const sitePath = document?.querySelector('meta[name="indica-base"]')?.content;
    list.push(sitePath?.startsWith("/") ? new URL(sitePath, origin).href : origin);
  }
  return list.map((base) => {
    const url = new URL(base);
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  });
}

// src/index.ts
function createClient(options = {}) {
  const { request, pages, dataVersion } = createRequestClient(options);
  const urlOf = (base, segments, query = {}) => {
    const path = segments.map((s) => encodeURIComponent(String(s))).join("/");
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query))
      if (value !== void 0) search.set(name, String(value));
    const qs = search.toString();
    return `${base}/${path}${qs ? `?${qs}` : ""}`;
  };
  const call = (base, segments, query = {}) => request(urlOf(base, segments, query));
  const vs = (...s) => call("/vs/v2", s);
  const rv = (...s) => call("/rv/v2/meta", s);
  const mb = (s, query) => call("/mb/v2", s, { ...query });
  const entity = (kind) => ({
    list: (o) => mb([kind], o),
    pages: (o) => pages(urlOf("/mb/v2", [kind], { ...o })),
    names: () => mb([kind, "names"]),
    get: (name, o) => mb([kind, name], o)
  });
  return {
    request,
    pages,
    dataVersion,
    vs: {
      words: (word) => vs("words", word),
      word: (word) => vs("word", word),
      descriptions: (description) => vs("descriptions", description),
      categories: (category) => vs("categories", category)
    },
    rv: {
      book: (mandal) => rv("book", mandal),
      sukta: (mandal, sukta) => rv("sukta", mandal, sukta),
      meter: (meter) => rv("meter", meter),
      poet: (sungby) => rv("poet", sungby),
      poetCategory: (category) => rv("poetcategory", category),
      god: (sungfor) => rv("god", sungfor),
      godInBook: (sungfor, mandal) => rv("god", sungfor, mandal),
      godByPoet: (sungfor, sungby) => rv("godbypoet", sungfor, sungby),
      poetName: (sungby) => rv("poetname", sungby),
      godName: (sungfor) => rv("godname", sungfor),
      meterName: (meter) => rv("metername", meter),
      godCategory: (category) => rv("godcategory", category),
      godCategoryByPoetCategory: (godCategory, poetCategory) => rv("godcategorybypoetcategory", godCategory, poetCategory)
    },
    mb: {
      persons: {
        ...entity("persons"),
        armour: (name) => mb(["persons", name, "armour"]),
        journeys: (name, o) => mb(["persons", name, "journeys"], o)
      },
      explore: (name) => mb(["explore", name]),
      weapons: { ...entity("weapons"), owners: (name, o) => mb(["weapons", name, "owners"], o) },
      events: entity("events"),
      clans: entity("clans"),
      journeys: entity("journeys"),
      places: entity("places")
    }
  };
}
export {
  IndicaError,
  IndicaTimeoutError,
  IndicaUnreachableError,
  createClient
};
