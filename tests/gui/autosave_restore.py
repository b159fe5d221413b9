"""The working schedule is autosaved on every edit; after the app is killed, the next start offers
it back and restoring it brings back the edit, unsaved."""
import glob
import json
import os
import signal
import subprocess
import time

from guitest import check, fail, lantern_command, open_default, run_script, statuses, work_path

state_dir = work_path("state")
os.makedirs(state_dir)
script = work_path("edit-then-hang.json")
with open(script, "w") as f:
    json.dump(open_default() + [
        {"action": "move_step", "from": 4, "to": 1},
        {"action": "wait"},
        {"action": "sleep", "seconds": 120},
    ], f)
command = lantern_command(script, work_path("unused.state.json"), state_dir=state_dir)
# A session of its own, so the kill reaches lantern and not only xvfb-run.
process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
autosave = None
deadline = time.time() + 180
while time.time() < deadline and autosave is None:
    for path in glob.glob(os.path.join(state_dir, "autosave-*.json")):
        with open(path) as f:
            saved = json.load(f)
        if saved["schedule"]["steps"][0]["step"] == "bufferize":
            autosave = path
    time.sleep(0.2)
os.killpg(process.pid, signal.SIGKILL)
process.wait()
if autosave is None:
    fail("no autosave with the edit appeared in %s" % state_dir)
# SIGKILL takes effect asynchronously: wait until the killed lantern (its pid names the autosave)
# has exited, or is a zombie waiting to be reaped.
pid = int(os.path.basename(autosave)[len("autosave-"):-len(".json")])
deadline = time.time() + 30
while time.time() < deadline:
    try:
        with open("/proc/%d/stat" % pid) as f:
            if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                break
    except (FileNotFoundError, ProcessLookupError):
        break
    time.sleep(0.1)

state, _ = run_script("restore", [
    {"action": "restore_autosave"},
    {"action": "wait"},
], state_dir=state_dir)
check(state["graph"] is not None and state["graph"]["path"].endswith("sdpa_f32.mlir"), "the graph is reopened", state)
check([s["step"] for s in state["steps"]] == ["bufferize", "fuse", "cleanup", "vectorize", "cleanup"],
      "the edit is back", state)
check(statuses(state) == ["ok", "failed", "not run", "not run", "not run"], "and applied", state)
check(state["schedule"]["dirty"] and state["schedule"]["path"].endswith("tile-and-fuse.json"),
      "restored as an unsaved change to its file", state)
check(not os.path.exists(autosave), "the old autosave is consumed", state)
check(not glob.glob(os.path.join(state_dir, "autosave-*.json")), "a clean exit leaves no autosave", state)
print("ok")
