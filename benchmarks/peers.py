"""Side by side with the peers: one 10,000-row CSV sent by the app, raw httpx, Postman's
runner (newman) and Bruno's (bru), each to a fresh sandbox, in one run.

The sheet (id,name,tag; ids 1..ROWS) is the one _child_batch.py writes for the app. The
app (_child_batch.py) and the raw httpx loop (_child_raw.py, LANES threads) run as in
batch.py; newman runs a generated Postman v2.1 collection with `-d plants.csv`, bru a
generated Bruno collection with `--csv-file-path plants.csv`: one POST {{base_url}}/plants
with bearer auth and a JSON body whose id is a number. A peer runner is used only when
installed, looked for in benchmarks/node_modules/.bin, then on PATH:

    npm install --prefix benchmarks --no-save newman @usebruno/cli

A runner still going after PEER_LIMIT_S is stopped with its whole process group, and its
rate is taken from the rows that arrived. Rows that arrived are counted on the sandbox,
from its request log (distinct ids answered 200), for every side alike. Peak RSS: the
app's and the raw loop's own VmHWM; a runner's ru_maxrss from wait4 (the largest of its
process and the children it waited for). Each ratio is a rate over the raw loop's rate.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from _common import HERE, ROOT, TOKEN, Row, arguments, bench_env, report, sandbox, scratch

ROWS = 10_000
LANES = 4
PEER_LIMIT_S = 120  # a runner still going then is stopped; its rate is what arrived
NODE_BIN = HERE / "node_modules" / ".bin"


def write_sheet(folder: Path) -> Path:
    """The same sheet as _child_batch.write_sheet(ROWS, 1)."""
    path = folder / "plants.csv"
    with path.open("w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(["id", "name", "tag"])
        writer.writerows([1 + i, f"Plant {i}", "bulk"] for i in range(ROWS))
    return path


def arrived(log: Path) -> int:
    """Distinct plant ids the sandbox stored (answered 200), from its request log."""
    ids: set[str] = set()
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split()  # date time method path status id=N
        if parts[2:5] == ["POST", "/plants", "200"] and len(parts) > 5:
            ids.add(parts[5])
    return len(ids)


def postman_collection(folder: Path) -> Path:
    body = '{"id": {{id}}, "name": "{{name}}", "tag": "{{tag}}"}'
    request = {
        "method": "POST",
        "header": [{"key": "Content-Type", "value": "application/json"}],
        "auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{{token}}"}]},
        "body": {"mode": "raw", "raw": body, "options": {"raw": {"language": "json"}}},
        "url": {"raw": "{{base_url}}/plants", "host": ["{{base_url}}"], "path": ["plants"]},
    }
    collection = {
        "info": {
            "name": "Plant Store",
            "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
        },
        "item": [{"name": "Add plant", "request": request}],
    }
    path = folder / "plants.postman_collection.json"
    path.write_text(json.dumps(collection, indent=1), encoding="utf-8")
    return path


BRU_REQUEST = """meta {
  name: Add plant
  type: http
  seq: 1
}

post {
  url: {{base_url}}/plants
  body: json
  auth: bearer
}

auth:bearer {
  token: {{token}}
}

body:json {
  {"id": {{id}}, "name": "{{name}}", "tag": "{{tag}}"}
}
"""


def bruno_collection(folder: Path) -> Path:
    path = folder / "bruno"
    path.mkdir()
    bruno = {"version": "1", "name": "Plant Store", "type": "collection", "ignore": []}
    (path / "bruno.json").write_text(json.dumps(bruno, indent=1), encoding="utf-8")
    (path / "add-plant.bru").write_text(BRU_REQUEST, encoding="utf-8")
    return path


def find(name: str) -> str | None:
    return shutil.which(name, path=os.pathsep.join((str(NODE_BIN), os.environ.get("PATH", ""))))


def version(program: str) -> str:
    try:
        done = subprocess.run([program, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return "?"
    words = done.stdout.split()
    return words[-1] if words else "?"


def run_runner(command: list[str], cwd: Path) -> dict[str, Any]:
    """Run a peer runner in its own process group, stopped past PEER_LIMIT_S; its time,
    ru_maxrss (from wait4) and whether it was stopped."""
    output = (cwd / "runner-output.txt").open("w", encoding="utf-8")
    started = time.perf_counter()
    proc = subprocess.Popen(
        command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT, start_new_session=True
    )
    stopped = False
    try:
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - started > PEER_LIMIT_S:
                stopped = True
                os.killpg(proc.pid, signal.SIGTERM)
                deadline = time.perf_counter() + 10
                while not (reaped := os.wait4(proc.pid, os.WNOHANG))[0]:
                    if time.perf_counter() > deadline:
                        os.killpg(proc.pid, signal.SIGKILL)
                        reaped = os.wait4(proc.pid, 0)
                        break
                    time.sleep(0.05)
                pid, status, usage = reaped
                break
            time.sleep(0.05)
    except BaseException:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    finally:
        output.close()
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # anything it left behind in its group
    except ProcessLookupError:
        pass
    return {
        "took_s": time.perf_counter() - started,
        "rss_mib": usage.ru_maxrss / 1024,
        "stopped": stopped,
        "exit": proc.returncode,
        "tail": (cwd / "runner-output.txt").read_text(errors="replace")[-1500:],
    }


def child(script: str, log: Path) -> dict[str, Any]:
    """Run the app's or the raw loop's child against a fresh sandbox logging to `log`."""
    with sandbox(log=log) as url:
        done = subprocess.run(
            [sys.executable, str(HERE / script), url, str(ROWS), "1", *(script_args(script))],
            capture_output=True,
            text=True,
            env=bench_env(),
            cwd=ROOT,
            timeout=600,
        )
    if done.returncode != 0:
        raise SystemExit(f"{script} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    result["arrived"] = arrived(log)
    return result


def script_args(script: str) -> list[str]:
    return [str(LANES)] if script == "_child_raw.py" else []


def peer(name: str, program: str, folder: Path, sheet: Path) -> dict[str, Any]:
    log = folder / f"{name}-sandbox.log"
    work = folder / name
    work.mkdir()
    with sandbox(log=log) as url:
        variables = (f"base_url={url}", f"token={TOKEN}")
        if name == "newman":
            collection = postman_collection(work)
            command = [program, "run", str(collection), "-d", str(sheet), "--silent"]
            cwd = work
        else:
            cwd = bruno_collection(work)
            command = [program, "run", "--csv-file-path", str(sheet)]
        for variable in variables:
            command += ["--env-var", variable]
        result = run_runner(command, cwd)
    result["arrived"] = arrived(log)
    if result["arrived"] == 0:
        print(f"{name} stored no row; its output ends:\n{result['tail']}", flush=True)
    return result


def main() -> None:
    args = arguments(__doc__ or "")
    folder = scratch("peers")
    sheet = write_sheet(folder)
    raw = child("_child_raw.py", folder / "raw-sandbox.log")
    raw_rate = raw["arrived"] / raw["send_s"]
    baseline = (
        f"{raw_rate:,.0f} rows/s, peak RSS {raw['rss_mib']:.0f} MiB, "
        f"{ROWS - raw['arrived']:,} missing (raw httpx, {LANES} threads)"
    )

    def row(who: str, rate: float, rss: float, missing: int, note: str) -> Row:
        figures = f"{rate:,.0f} rows/s, peak RSS {rss:.0f} MiB, {missing:,} missing"
        return Row(
            f"peers, {ROWS:,} rows: {who}", figures, baseline, rate / raw_rate, "—", None, note
        )

    app = child("_child_batch.py", folder / "app-sandbox.log")
    rows = [
        row(
            "the app's batch",
            app["arrived"] / app["send_s"],
            app["rss_after_mib"],
            ROWS - app["arrived"],
            f"send click to done {app['send_s']:.1f} s; RSS: own VmHWM, Qt loaded",
        )
    ]
    for name, package in (("newman", "newman"), ("bru", "@usebruno/cli")):
        program = find(name)
        if program is None:
            why = f"`{name}` is not in benchmarks/node_modules/.bin nor on PATH"
            print(f"{name}: skipped, {why} (npm install --prefix benchmarks {package})")
            rows.append(
                Row(
                    f"peers, {ROWS:,} rows: {name}",
                    "not installed",
                    baseline,
                    None,
                    "—",
                    None,
                    f"skipped: {why}",
                )
            )
            continue
        print(f"{name}: running {program}", flush=True)
        result = peer(name, program, folder, sheet)
        how = (
            f"stopped after {PEER_LIMIT_S} s, rate from the rows that arrived"
            if result["stopped"]
            else f"exit {result['exit']} after {result['took_s']:.1f} s, node start-up included"
        )
        rows.append(
            row(
                f"{name} {version(program)}",
                result["arrived"] / result["took_s"],
                result["rss_mib"],
                ROWS - result["arrived"],
                f"{how}; RSS: ru_maxrss from wait4",
            )
        )
    report(rows, args)


if __name__ == "__main__":
    main()
