"""Core child: the batch's sending core alone, with no window and no Qt at all.

Usage: _child_core.py BASE_URL ROWS FIRST_ID LANES JOURNAL. A BatchRunner sends ROWS
plants through the app's Sender, as the batch window's Send does, with a journal in a
scratch folder (JOURNAL "journal") or none ("none"). What the window adds is the app's
rate against this one; what writing each row down adds is this one with against without.
Prints one JSON object.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from _common import TOKEN

from plantstore_gui.core.batch.run import BatchItem
from plantstore_gui.core.batch.runner import BatchRunner
from plantstore_gui.core.endpoint import Endpoint, Target
from plantstore_gui.core.journal import History
from plantstore_gui.core.journey.sender import Sender, load_sending


def main() -> None:
    url, rows, first_id, lanes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    with_journal = sys.argv[5] == "journal"
    load_sending()
    items = [
        BatchItem(
            index,
            json.dumps({"id": first_id + index, "name": f"Plant {index}", "tag": "bulk"}).encode(),
            str(first_id + index),
            f"Plant {index}",
        )
        for index in range(rows)
    ]
    with tempfile.TemporaryDirectory(prefix="plantstore-bench-core-") as scratch:
        journal = History(Path(scratch) / "journal.sqlite3") if with_journal else None
        runner = BatchRunner(
            Target(Endpoint.parse(url), TOKEN, 10.0),
            items,
            sender=Sender(journal),
            server_name="bench",
            concurrency=lanes,
        )
        started = time.perf_counter()
        runner.start()
        runner.join()
        took = time.perf_counter() - started
        created = runner.progress().created
        runner.close()
        if journal is not None:
            journal.close()
    print(json.dumps({"send_s": took, "created": created}))


if __name__ == "__main__":
    main()
