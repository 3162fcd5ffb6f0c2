"""Loads the downloads with Python's standard library only (sqlite3, csv, json, xml) and prints
what it found as JSON, for tests/unit/downloads-queries.test.ts to compare with the API:
every CSV read with the types datapackage.json declares, the example queries run on the SQLite
database, the GraphML parsed.  Usage: python3 check_downloads.py <dist/downloads>"""
import csv, json, re, sqlite3, sys
import xml.etree.ElementTree as ET
from pathlib import Path

folder = Path(sys.argv[1])
package = json.loads((folder / "datapackage.json").read_text(encoding="utf-8"))

def cast(cell, field, missing):
    if cell in field.get("missingValues", missing):
        if field.get("constraints", {}).get("required"):
            raise ValueError(f"{field['name']}: required, but missing")
        return None
    kind = field["type"]
    if kind == "integer":
        return int(cell)
    if kind == "number":
        return float(cell)
    if kind == "boolean":
        return {"true": True, "false": False}[cell]
    if kind in ("array", "object", "any"):
        return json.loads(cell)
    value = cell
    allowed = field.get("constraints", {}).get("enum")
    if allowed is not None and value not in allowed:
        raise ValueError(f"{field['name']}: {value!r} not declared")
    return value

tables = {}
for resource in package["resources"]:
    if resource.get("type") != "table":
        continue
    fields = resource["schema"]["fields"]
    with open(folder / resource["path"], newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        header = next(reader)
        assert header == [x["name"] for x in fields], resource["path"]
        rows = [[cast(c, x, resource["schema"]["missingValues"]) for c, x in zip(row, fields)] for row in reader]
    tables[resource["name"]] = len(rows)

db = sqlite3.connect(folder / "indica.sqlite")
examples = {}
text = (folder / "examples.sql").read_text(encoding="utf-8")
for match in re.finditer(r"^-- ([\w-]+): .*?\n(.*?;)\n", text, re.S | re.M):
    cursor = db.execute(match.group(2))
    examples[match.group(1)] = {"columns": [d[0] for d in cursor.description], "rows": [list(r) for r in cursor.fetchall()]}
counts = {name: db.execute(f'SELECT COUNT(*) FROM "{name}"').fetchone()[0] for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'meta' AND name NOT LIKE 'sqlite_%'")}
meta = dict(db.execute("SELECT key, value FROM meta"))

ns = {"g": "http://graphml.graphdrawing.org/xmlns"}
graph = ET.parse(folder / "indica-mahabharata.graphml").getroot().find("g:graph", ns)
print(json.dumps({
    "csv": tables,
    "sqlite": counts,
    "version": meta["data_version"],
    "examples": examples,
    "graphml": {"nodes": len(graph.findall("g:node", ns)), "edges": len(graph.findall("g:edge", ns))},
}))
