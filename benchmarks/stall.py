"""GUI-thread stall while one request waits DELAY s for a slow sandbox (--delay 3).

A QTimer ticks every 2 ms on the GUI thread from just before submit() until the
result is shown; a stall is a tick's lateness. The sandbox is a separate process.
The stall during a 10,000-row batch is measured by batch.py.
"""

from __future__ import annotations

from _common import Row, arguments, ms, report, sandbox, use_bench_env

DELAY = 3.0
TARGET_MS = 16.0


def main() -> None:
    args = arguments(__doc__ or "")
    use_bench_env()
    from _qt import StallProbe, run_loop
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from plantstore_gui.app import open_window, parse_args

    qt = QApplication([])
    probe = StallProbe()
    with sandbox(delay=DELAY) as url, open_window(parse_args(["--base-url", url])) as window:
        window.show()
        settle = QEventLoop()
        QTimer.singleShot(1000, settle.quit)  # first paint, the sender's warm-up, history
        run_loop(settle, 30, "settling")
        window.form.id_field.edit.setText("42")
        window.form.name_field.edit.setText("Fern")
        loop = QEventLoop()

        def shown(_sent: object) -> None:  # connected after the window's own slot
            probe.phase = "result"
            QTimer.singleShot(50, loop.quit)

        window.journeys.finished.connect(shown)
        probe.phase = "submit"
        probe.start()
        window.submit()
        probe.phase = "wait"
        run_loop(loop, DELAY + 30, "the slow request")
        probe.stop()
        title = window.results.title.text()
        window.close()
    qt.processEvents()
    late, phase = probe.longest()
    rows = [
        Row(
            f"GUI stall while a request waits {DELAY:g} s",
            f"longest {ms(late)}, p99 {ms(probe.p99())}",
            "—",
            None,
            f"≤ {TARGET_MS:g} ms",
            late * 1000 <= TARGET_MS,
            f"{len(probe.stalls)} ticks; longest in {phase}; result: {title}",
        )
    ]
    report(rows, args)


if __name__ == "__main__":
    main()
