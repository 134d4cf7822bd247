"""A batch sent to its end in bounded memory: 200,000 rows (--rows 1000000 for a million).

The app (_child_million.py … all) opens a sheet of ROWS rows through the main window,
checks it, and Send is pressed on every row; the batch runs to its end, nothing is
cancelled. Its RSS just before Send and once the batch is done (VmRSS, each after a
collection) say what each sent row keeps; its peak RSS (VmHWM) is the whole run's, the
sheet included. Baseline, same run: the raw httpx loop (4 threads, Qt loaded) sending
RAW_ROWS rows to a fresh sandbox, its RSS before and after, and its peak.
Opt-in (`benchmarks/run sent`): 200,000 rows take about ten minutes, a million an hour.
"""

from __future__ import annotations

from _common import Row, arguments, report, sandbox, scratch
from million import LANES, app_run, child, mb, write_sheet

ROWS = 200_000
RAW_ROWS = 20_000  # what the raw loop keeps a row shows in fewer: it keeps none
TARGET_MB = 300.0
TARGET_BYTES = 20.0
LIMIT_S = 4 * 3600  # the app's run: a million rows take about an hour


def main() -> None:
    args = arguments(__doc__ or "", rows=ROWS)
    rows: int = args.rows
    sheet = scratch("sent") / "sheet.csv"
    size = write_sheet(sheet, rows)
    print(f"sheet: {rows:,} rows, {size / 1e6:.1f} MB")
    app = app_run(sheet, rows, rows, "all", limit=LIMIT_S)
    assert app["created"] == rows, app
    with sandbox(quiet=True) as url:
        raw = child("_child_raw.py", RAW_ROWS, 1, LANES, url=url)
    rss = app["rss_mib"]
    added = (rss["done_now"] - rss["before_send_now"]) * 2**20
    raw_added = (raw["rss_after_now_mib"] - raw["rss_before_now_mib"]) * 2**20
    per_row, raw_per_row = added / rows, raw_added / RAW_ROWS
    print(f"app: {app['summary']}")
    print(
        f"app RSS (MB): before opening {mb(rss['start']):.0f}, sheet checked "
        f"{mb(rss['checked']):.0f}, before Send {mb(rss['before_send_now']):.0f}, first row "
        f"sent {mb(rss.get('first', 0.0)):.0f}, done {mb(rss['done_now']):.0f}, peak "
        f"{mb(rss['sent']):.0f}; raw loop before {mb(raw['rss_before_now_mib']):.0f}, after "
        f"{mb(raw['rss_after_now_mib']):.0f}"
    )
    rate, raw_rate = rows / app["send_s"], RAW_ROWS / raw["send_s"]
    report(
        [
            Row(
                f"peak RSS, a batch of {rows:,} rows sent to its end",
                f"{mb(rss['sent']):,.0f} MB",
                f"{mb(raw['rss_mib']):,.0f} MB (raw httpx, {LANES} threads, {RAW_ROWS:,} rows)",
                rss["sent"] / raw["rss_mib"],
                f"< {TARGET_MB:g} MB",
                mb(rss["sent"]) < TARGET_MB,
                f"VmHWM, the sheet ({size / 1e6:.1f} MB) read and checked included; "
                f"{app['created']:,} created at {rate:,.0f} rows/s (raw {raw_rate:,.0f})",
            ),
            Row(
                f"memory added per row sent, a batch of {rows:,} rows sent to its end",
                f"{per_row:,.1f} B/row",
                f"{raw_per_row:,.1f} B/row (raw httpx, {RAW_ROWS:,} rows)",
                per_row / raw_per_row if raw_per_row > 0 else None,
                f"< {TARGET_BYTES:g} B/row",
                per_row < TARGET_BYTES,
                f"VmRSS before Send {mb(rss['before_send_now']):.0f} MB → done "
                f"{mb(rss['done_now']):.0f} MB, each after a collection",
            ),
        ],
        args,
    )


if __name__ == "__main__":
    main()
