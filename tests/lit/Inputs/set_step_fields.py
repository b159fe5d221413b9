"""Writes a copy of a schedule with fields of some steps changed, for tests that vary a shipped
schedule. Usage: set_step_fields.py IN OUT SELECTOR FIELD=JSON ... [SELECTOR FIELD=JSON ...]
A SELECTOR is a step kind, or KIND@TARGET (`tile@role:row_max`); the FIELD=JSON pairs after it apply
to every step it selects (`stages=3`, `sizes=[0,32]`, `enabled=false`). A selector that matches no
step, or a pair before any selector, is an error: the test must not pass on a schedule it did not
change."""
import json
import sys

if len(sys.argv) < 5:
    sys.exit(__doc__)
schedule = json.load(open(sys.argv[1]))
selected = None
for arg in sys.argv[3:]:
    if "=" not in arg:
        kind, _, target = arg.partition("@")
        selected = [s for s in schedule["steps"] if s["step"] == kind and (not target or s.get("target") == target)]
        if not selected:
            sys.exit(f"set_step_fields.py: no step '{arg}' in {sys.argv[1]}")
        continue
    if selected is None:
        sys.exit(f"set_step_fields.py: '{arg}' comes before any step selector")
    field, _, value = arg.partition("=")
    for step in selected:
        step[field] = json.loads(value)
json.dump(schedule, open(sys.argv[2], "w"), indent=2)
