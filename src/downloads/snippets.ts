/**
 * How to load the downloads, as shown on the downloads page. The tests run these exact snippets in
 * dist/downloads/ (Python with sqlite3, csv and pandas; Node with node:sqlite and csv-parse) and
 * check what they print against the API.
 */
export const PYTHON_SNIPPET = `import csv, sqlite3
import pandas as pd

db = sqlite3.connect("indica.sqlite")
print(db.execute("SELECT value FROM meta WHERE key = 'data_version'").fetchone()[0])
for (word,) in db.execute("SELECT word FROM nouns WHERE category = 'tree' ORDER BY id"):
    print(word)

with open("csv/persons.csv", newline="", encoding="utf-8") as f:
    persons = list(csv.DictReader(f))
print(len(persons), "persons")

rows = pd.read_csv("csv/hymn_rows.csv")
indra = rows[rows.sungfor == "Indra"].groupby("sungbycategory").size()
for category, count in indra.items():
    print(category, count, sep="\\t")
`;

/**
 * Every CSV into a pandas DataFrame with the types datapackage.json declares: text stays text (a
 * Vedic Index reference `1.20` is not the number 1.2), integers are nullable Int64, an empty cell is
 * missing except in required text fields (their missingValues is []), where it is the empty text.
 * tests/python/pandas_tables.py runs it and the unit test compares every table with the data.
 */
export const PANDAS_SNIPPET = `import json
import pandas as pd

package = json.load(open("datapackage.json", encoding="utf-8"))
DTYPES = {"string": "string", "integer": "Int64", "number": "float64", "boolean": "boolean"}

def read_table(resource):
    fields = resource["schema"]["fields"]
    missing = resource["schema"].get("missingValues", [""])
    table = pd.read_csv(
        resource["path"],
        dtype={f["name"]: DTYPES.get(f["type"], "string") for f in fields},
        keep_default_na=False,
        na_values={f["name"]: f.get("missingValues", missing) for f in fields},
    )
    for f in fields:
        if f["type"] in ("array", "object", "any"):
            table[f["name"]] = table[f["name"]].map(json.loads, na_action="ignore")
    return table

tables = {r["name"]: read_table(r) for r in package["resources"] if r.get("type") == "table"}
nouns = tables["nouns"]
print(nouns.loc[nouns.vei == "1.20", ["word", "vei"]].to_string(index=False))
`;

export const NODE_SNIPPET = `import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite'; // Node 22.5 or newer
import { parse } from 'csv-parse/sync'; // npm install csv-parse

const db = new DatabaseSync('indica.sqlite', { readOnly: true });
console.log(db.prepare("SELECT value FROM meta WHERE key = 'data_version'").get().value);
for (const { word } of db.prepare("SELECT word FROM nouns WHERE category = 'tree' ORDER BY id").all()) console.log(word);

const persons = parse(readFileSync('csv/persons.csv'), { columns: true });
console.log(persons.length, 'persons');

const rows = parse(readFileSync('csv/hymn_rows.csv'), { columns: true, cast: true });
const indra = Object.groupBy(rows.filter((r) => r.sungfor === 'Indra'), (r) => r.sungbycategory);
for (const [category, list] of Object.entries(indra).sort()) console.log(\`\${category}\\t\${list.length}\`);
`;

export const SHELL_SNIPPET = `sha256sum -c SHA256SUMS                 # check every file
sqlite3 indica.sqlite '.tables'         # the tables
sqlite3 -header indica.sqlite < examples.sql`;
