"""Runs the downloads page's pandas snippet (given on stdin) in a downloads folder, then prints every
table it read as JSON (missing values as null) for tests/unit/downloads-pandas.test.ts to compare
with the data. Also prints each column's dtype, so the test sees that text stayed text.
Usage: python3 pandas_tables.py <downloads folder> < snippet.py"""
import io, json, math, os, sys, contextlib

os.chdir(sys.argv[1])
scope = {}
printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    exec(sys.stdin.read(), scope)
pd = scope["pd"]

def plain(value):
    if value is None or value is pd.NA or (isinstance(value, float) and math.isnan(value)):
        return None
    if hasattr(value, "item"):  # numpy scalars
        return value.item()
    return value

out = {"printed": printed.getvalue(), "tables": {}}
for name, table in scope["tables"].items():
    out["tables"][name] = {
        "columns": list(table.columns),
        "dtypes": {c: str(t) for c, t in table.dtypes.items()},
        "rows": [[plain(v) for v in row] for row in table.itertuples(index=False, name=None)],
    }
json.dump(out, sys.stdout, ensure_ascii=False)
