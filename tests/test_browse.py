"""`kvmemory browse` and `kvmemory report` on a library with real entries and a real decision log: the figures
they show are the answers' own, and the pages render in headless Chromium (Debian's package) as a person
would see them."""

import html
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from kvmemory import KVMemory
from kvmemory.browse import charts, queries
from kvmemory.browse.app import make_app
from kvmemory.store import Store

from _serving import free_port
from conftest import unavailable

PROBLEM = "Tom has 3 apples and buys 4 more. How many apples does he have?"
EGGS = "A box holds 12 eggs. How many eggs are in 3 boxes?"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browsed(tiny_llama, embedder, tmp_path_factory):
    """A library with two entries (one then quarantined), three recurring answers, one refused as changed, one cold
    answer; and the Answers, to check the pages against."""
    lib = tmp_path_factory.mktemp("browse") / "lib"
    model, tok = tiny_llama
    with KVMemory(lib, model=model, tokenizer=tok, embedder=embedder) as mem:
        kept = mem.deposit(PROBLEM, "3 + 4 = 7. The answer is 7.", answer="7")
        eggs = mem.deposit(EGGS, "12 * 3 = 36. The answer is 36.", answer="36")
        answers = [mem.answer(PROBLEM) for _ in range(3)]
        answers.append(mem.answer(PROBLEM.replace("4 more", "5 more"), max_new_tokens=8))
        answers.append(mem.answer("Write a haiku about rain.", mode="cold", max_new_tokens=8))
        mem.quarantine(eggs.id, "a reviewer found the wording ambiguous")
    return lib, kept, eggs, answers


def test_the_figures_are_the_answers_own(browsed):
    lib, kept, _, answers = browsed
    store = Store(lib)
    try:
        s = queries.summary(store.select)
        by_mode = queries.ttft_by_mode(store.select)
        view = queries.entry_view(store.select, kept.id)
    finally:
        store.close()
    hits = [a for a in answers if a.mode == "recurring"]
    assert len(hits) == 3 and answers[3].same_problem["same"] is False
    assert s["answers"] == 5 and s["hits"] == 3 and s["hit_rate"] == 0.6
    assert s["refused"] == 1 and s["entries"] == 1 and s["quarantined"] == 1
    assert s["prefill_tokens_skipped"] == sum(a.grafted_tokens for a in answers)
    assert s["decode_tokens"] == sum(a.decode_tokens for a in answers)
    assert by_mode["recurring"] == [round(a.timings["ttft_s"] * 1e3, 3) for a in hits]
    used = [a for a in answers if kept.id in [e.id for e in a.entries]]
    assert [h["mode"] for h in view["hits"]] == [a.mode for a in reversed(used)]
    assert view["entry"]["problem"] == PROBLEM and "embedding" not in view["entry"]


def test_report_writes_the_charts_and_the_summary(browsed, tmp_path):
    lib = browsed[0]
    out = subprocess.run([sys.executable, "-m", "kvmemory", "report", str(lib), "--out", str(tmp_path / "r"), "--json"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert json.loads((tmp_path / "r" / "summary.json").read_text()) == result["summary"]
    assert result["summary"]["hit_rate"] == 0.6
    for stem in charts.CHARTS:
        png = (tmp_path / "r" / f"{stem}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 10_000


def test_a_chart_is_a_function_of_its_data():
    days = [{"day": "2026-12-01", "answers": 4, "recurring": 3, "replay": 0, "transfer": 0, "cold": 1,
             "hit_rate": 0.75, "prefill_tokens_skipped": 1234}]
    first = charts.svg(charts.hit_rate(days))
    assert first == charts.svg(charts.hit_rate(days))
    assert "75% hits" in first and "2026-12-01" in first  # text stays text in the page
    assert "1,234" in charts.svg(charts.tokens_saved(days))
    assert "no answers logged yet" in charts.svg(charts.ttft({}))


def test_a_missing_library_is_a_typed_error(tmp_path):
    from kvmemory.errors import InputError

    with pytest.raises(InputError, match="kvmemory demo"):
        make_app(tmp_path / "nothing")
    out = subprocess.run([sys.executable, "-m", "kvmemory", "browse", str(tmp_path / "nothing")],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 1 and "no library at" in out.stderr


@pytest.fixture(scope="module")
def server(browsed):
    """`kvmemory browse LIB` as a user starts it, on a free port of 127.0.0.1."""
    lib = browsed[0]
    port = free_port()
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "kvmemory", "browse", str(lib), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            if httpx.get(f"{base}/-/kvmemory", timeout=5).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.3)
        assert proc.poll() is None, proc.communicate()[1]
    else:
        proc.kill()
        pytest.fail("kvmemory browse did not start in 120 s")
    yield base
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()


def test_browse_is_read_only(server, browsed):
    lib = browsed[0]
    before = len(Store(lib).select("SELECT id FROM entries"))
    r = httpx.get(f"{server}/kvmemory.json", params={"sql": "DELETE FROM entries"})
    assert r.status_code == 400 and "SELECT" in r.text
    assert len(Store(lib).select("SELECT id FROM entries")) == before == 2


def chromium(args: list, tmp_path: Path) -> str:
    """Headless Chromium with no network of its own beyond the page (the flags the machine's notes give)."""
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
           f"--user-data-dir={tmp_path / 'chromium-profile'}", *args]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def dom(url: str, tmp_path: Path) -> str:
    return html.unescape(chromium(["--dump-dom", url], tmp_path))


def test_the_pages_render_in_a_browser(server, browsed, tmp_path):
    if CHROMIUM is None:
        unavailable("Debian's chromium is not installed")
    lib, kept, eggs, answers = browsed
    page = dom(f"{server}/-/kvmemory", tmp_path)
    cards = {k: page.split(f'data-figure="{k}"', 1)[1].split("</div></div>", 1)[0] for k in
             ("entries", "answers", "hit_rate", "refused", "quarantined", "prefill_tokens_skipped")}
    assert ">1<" in cards["entries"] and ">5<" in cards["answers"] and "60.0%" in cards["hit_rate"]
    assert ">1<" in cards["refused"] and ">1<" in cards["quarantined"]
    assert f"{sum(a.grafted_tokens for a in answers):,}" in cards["prefill_tokens_skipped"]
    for stem in charts.CHARTS:  # each chart is drawn, as SVG in the page, with its figures as text
        chart = page.split(f'id="chart-{stem}"', 1)[1]
        assert "<svg" in chart.split("</div>", 1)[0]
    assert "60% hits" in page and "(n=3)" in page

    entry = dom(f"{server}/-/kvmemory/entries/{kept.id}", tmp_path)
    assert PROBLEM in entry and "3 + 4 = 7. The answer is 7." in entry and kept.sha256 in entry
    assert f"{kept.path.stat().st_size:,} bytes" in entry
    history = entry.split('id="hit-history"', 1)[1].split("</table>", 1)[0]
    assert history.count("<td>recurring</td>") == 3
    assert f"quarantine {kept.id} --reason" in entry and f"delete {kept.id} --reason" in entry
    gone = dom(f"{server}/-/kvmemory/entries/{eggs.id}", tmp_path)
    assert "quarantined" in gone and "a reviewer found the wording ambiguous" in gone
    size = gone.split('id="artifact-bytes">', 1)[1].split("<", 1)[0]   # found in quarantine/, kept as evidence
    assert size == f"{(lib / 'quarantine' / eggs.path.name).stat().st_size:,} bytes"

    table = dom(f"{server}/kvmemory/entries", tmp_path)
    assert f'href="/-/kvmemory/entries/{kept.id}"' in table and "Verified entries" in table
    vetoes = dom(f"{server}/kvmemory/refusals_by_veto", tmp_path)
    assert answers[3].same_problem["kind"] in vetoes and "Refusals by veto" in vetoes

    shot = tmp_path / "dashboard.png"
    chromium(["--window-size=1200,1400", f"--screenshot={shot}", f"{server}/-/kvmemory"], tmp_path)
    png = shot.read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20_000


def test_a_library_at_a_url_is_browsed_through_this_hosts_catalog(tmp_path):
    """`kvmemory browse s3://...` reads this host's catalog of it (no network), and says so when there is none."""
    from click.testing import CliRunner

    from kvmemory.browse.cli import _lib
    from kvmemory.cli import Ctx, main
    from kvmemory.remote import catalog_dir

    url = "s3://bucket/lib"
    assert _lib(Ctx(url, None, None, str(tmp_path)), None) == str(catalog_dir(url, str(tmp_path)))
    out = CliRunner().invoke(main, ["--cache-dir", str(tmp_path), "report", url, "--out", str(tmp_path / "r")])
    assert out.exit_code == 1 and str(catalog_dir(url, str(tmp_path))) in out.output
