"""Runs lantern's scripted mode under Xvfb and hands back the state it dumped.

Each test_*.py file describes one behaviour: it builds a list of UI actions, runs them with
run_script() and asserts on the state JSON (`lantern --script ... --dump-state ...`).
Paths in actions are relative to the source tree, which ctest uses as the working directory.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

_args = None


def args():
    global _args
    if _args is None:
        parser = argparse.ArgumentParser()
        parser.add_argument("--lantern", required=True, help="the lantern binary")
        parser.add_argument("--work", required=True, help="a scratch directory for this test")
        _args = parser.parse_args()
        shutil.rmtree(_args.work, ignore_errors=True)
        os.makedirs(_args.work)
    return _args


def work_path(name):
    return os.path.join(args().work, name)


def lantern_command(script, state_file, screenshot=None, state_dir=None, size="1600x1000", extra_args=()):
    command = ["xvfb-run", "-a", "-s", "-screen 0 %sx24" % size, args().lantern, "--script", script,
               "--dump-state", state_file, "--size", size, "--scale", "1"] + list(extra_args)
    if screenshot:
        command += ["--screenshot", screenshot]
    if state_dir:
        command += ["--state-dir", state_dir]
    return command


def run_script(name, actions, expect_exit=0, screenshot=None, state_dir=None, env=None, extra_args=()):
    """Runs `actions`; returns (state, completed process). Fails the test on an unexpected exit.
    `env`: variables added to lantern's environment; `extra_args`: more command-line options."""
    script = work_path(name + ".json")
    state_file = work_path(name + ".state.json")
    with open(script, "w") as f:
        json.dump(actions, f, indent=2)
    command = lantern_command(script, state_file, screenshot, state_dir, extra_args=extra_args)
    full_env = dict(os.environ)
    full_env.update(env or {})
    process = subprocess.run(command, capture_output=True, text=True, timeout=600, env=full_env)
    if process.returncode != expect_exit:
        print("command:", " ".join(command))
        print("stdout:", process.stdout)
        print("stderr:", process.stderr)
        fail("%s: lantern exited with %d, expected %d" % (name, process.returncode, expect_exit))
    with open(state_file) as f:
        state = json.load(f)
    return state, process


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def check(condition, message, state=None):
    if not condition:
        if state is not None:
            print(json.dumps(state, indent=2)[:6000])
        fail(message)


def statuses(state):
    return [step["status"] for step in state["steps"]]


def kinds(state):
    return [step["step"] for step in state["steps"]]


# Five steps that all apply to sdpa_f32 (fuse, cleanup, vectorize, bufferize, cleanup); a copy of
# the schedule as it was, so the shipped one can change without changing what the tests mean.
TILE_AND_FUSE = "tests/gui/inputs/tile-and-fuse.json"


def open_default(schedule=TILE_AND_FUSE, graph="assets/sdpa_f32.mlir"):
    return [{"action": "open_graph", "path": graph},
            {"action": "open_schedule", "path": schedule},
            {"action": "wait"}]
