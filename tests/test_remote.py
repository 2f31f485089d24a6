"""The object-store tier (kvmemory.remote) against a real S3-compatible server (moto on 127.0.0.1, s3fs),
with faults injected by a TCP proxy in front of it: store down, a stalled (slow) store, an upload cut
mid-request (a partial upload); a damaged copy in the local cache or in the store; a bounded cache;
graft latency from a warm cache, a local library and a cold cache.
"""

from __future__ import annotations

import hashlib
import statistics
import time

import pytest
from click.testing import CliRunner

import _s3
from _workers import problem
from kvmemory import IntegrityError, KVMemory, StoreError
from kvmemory.artifact import settle
from kvmemory.cli import main
from conftest import spec_address
from kvmemory import tier
from kvmemory.errors import RemoteError
from kvmemory.remote import ObjectStore, is_url

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("one_thread")]  # slow: a real S3 server (moto) in a subprocess


@pytest.fixture(scope="module")
def s3():
    with _s3.serving() as server:
        yield server


@pytest.fixture
def url(s3):
    return f"s3://{s3.bucket()}/lib"


@pytest.fixture
def host(tiny_llama, embedder, tmp_path):
    """``host(url, name, **kw)``: a KVMemory on the URL with its own cache, closed after the test."""
    opened = []

    def make(url, name, **kw):
        model, tok = tiny_llama
        mem = KVMemory(url, cache_dir=tmp_path / name, model=model, tokenizer=tok, embedder=embedder, **kw)
        opened.append(mem)
        return mem

    yield make
    for mem in opened:
        mem.close()


def _deposit(mem, tag, n):
    p, s, a = problem(tag, n)
    return mem.deposit(p, s, answer=a)


def _answer(mem, tag, n, **kw):
    return mem.answer(problem(tag, n)[0], max_new_tokens=4, **kw)


def test_url_libraries_and_local_paths():
    assert is_url("s3://b/lib") and is_url("file:///tmp/x") and not is_url("lib/") and not is_url("/tmp/lib")
    with pytest.raises(StoreError, match="is a URL"):
        from kvmemory.store import Store

        Store("s3://bucket/lib")


def test_graft_from_the_store_matches_the_depositor_byte_for_byte(url, host):
    a, b = host(url, "a"), host(url, "b")
    e = _deposit(a, "G", 0)
    ra = _answer(a, "G", 0)
    assert ra.mode == "recurring" and e.path.is_file()  # write-through: A reads its deposit from its cache
    assert b.sync().added == 1
    path = b.get(b.entries()[0].id).path
    assert not path.exists()                              # B has the entry, not yet the bytes
    tier.host().clear()                                   # B is another machine: nothing in its host tier
    rb = _answer(b, "G", 0)
    assert rb.mode == "recurring" and rb.entries[0].sha256 == e.sha256
    assert rb.token_ids == ra.token_ids and rb.input_sha256 == ra.input_sha256
    assert spec_address(path.read_bytes()) == e.sha256  # fetched, verified, cached


def test_damaged_cache_copy_is_fetched_again_not_quarantined(url, host):
    a = host(url, "a")
    e = _deposit(a, "D", 0)
    data = bytearray(e.path.read_bytes())
    data[len(data) // 2] ^= 0x01
    e.path.write_bytes(bytes(data))
    r = _answer(a, "D", 0)   # caught as it is read (before or after the graft), the store's copy checked
    assert r.mode == "recurring" and r.entries[0].sha256 == e.sha256 and len(a) == 1
    assert all(q["sha256"] == e.sha256 for q in r.quarantined)       # reported when caught at settle time
    assert a.entries(status="quarantined") == [] and ObjectStore(a.url).list("tombstones") == []
    assert spec_address(e.path.read_bytes()) == e.sha256
    assert a.load(a.entries()[0]).tokens == e.tokens                   # the verified read path, too
    e.path.write_bytes(bytes(data))
    assert a.load(a.entries()[0]).tokens == e.tokens and a.entries(status="quarantined") == []


def test_damaged_object_in_the_store_is_never_grafted_and_quarantined_everywhere(s3, url, host):
    a = host(url, "a")
    e = _deposit(a, "X", 0)
    bucket, prefix = url[5:].split("/", 1)
    key = f"{prefix}/artifacts/{e.sha256[:2]}/{e.sha256}.safetensors"
    body = bytearray(s3.client().get_object(Bucket=bucket, Key=key)["Body"].read())
    body[100] ^= 0xFF
    s3.client().put_object(Bucket=bucket, Key=key, Body=bytes(body))
    c = host(url, "c")                                                       # synced while it was active
    strict = host(url, "strict", strict=True)
    with pytest.raises(IntegrityError, match="stored copy is damaged"):
        _answer(strict, "X", 0)
    r = _answer(c, "X", 0)
    assert r.mode != "recurring" and [q["sha256"] for q in r.quarantined] == [e.sha256]
    assert not c.get(c.entries(status="quarantined")[0].id).path.exists()  # the bad bytes were never cached
    assert a.sync().removed == 1 and len(a) == 0                             # the quarantine reached A
    assert len(host(url, "later")) == 0


def test_cache_is_bounded_in_bytes_and_evicted_entries_are_fetched_again(url, host):
    a = host(url, "a")
    sizes = [_deposit(a, "C", i).path.stat().st_size for i in range(4)]
    bound = int(max(sizes) * 2.5)
    b = host(url, "b", cache_bytes=bound)
    for _ in range(2):
        for i in range(4):
            assert _answer(b, "C", i).mode == "recurring"
            assert b.remote.cache.size() <= bound


def test_store_down_raises_remote_error_and_acknowledges_nothing(s3, url, host):
    proxy = _s3.Proxy(s3.port)
    try:
        mem = host(url, "a", storage_options={"endpoint_url": proxy.endpoint})
        proxy.set("down")
        t = time.monotonic()
        with pytest.raises(RemoteError, match="failed after 4 tries"):
            _deposit(mem, "N", 0)
        assert time.monotonic() - t < 30 and len(mem) == 0
        with pytest.raises(RemoteError):
            mem.sync()
        proxy.set("up")
        assert ObjectStore(url).list("entries") == []   # nothing half-published
        e = _deposit(mem, "N", 0)                       # the retry the error asked for
        assert len(mem) == 1 and _answer(mem, "N", 0).entries[0].sha256 == e.sha256
    finally:
        proxy.close()


def test_partial_upload_is_retried_and_never_visible(s3, url, host):
    proxy = _s3.Proxy(s3.port)
    try:
        mem = host(url, "a", storage_options={"endpoint_url": proxy.endpoint})
        mem.embed("warm up")  # the first requests are the ones cut below
        proxy.set("cut", limit=2, cut_bytes=1500)   # the next two connections die mid-request
        e = _deposit(mem, "U", 0)
        assert proxy.faults == 2
        store = ObjectStore(url)
        data = store.get(f"artifacts/{e.sha256[:2]}/{e.sha256}.safetensors")
        assert hashlib.sha256(data).hexdigest() == e.sha256
        proxy.set("cut", cut_bytes=1500)            # every upload cut: typed error, nothing visible
        with pytest.raises(RemoteError):
            _deposit(mem, "U", 1)
        proxy.set("up")
        assert len(store.list("entries")) == 1 and len(mem) == 1
        other = host(url, "b")
        assert len(other) == 1 and _answer(other, "U", 0).mode == "recurring"
    finally:
        proxy.close()


def test_slow_store_times_out_and_is_retried(s3, url, host):
    proxy = _s3.Proxy(s3.port)
    try:
        opts = {"endpoint_url": proxy.endpoint,
                "config_kwargs": {"read_timeout": 1, "connect_timeout": 1, "retries": {"max_attempts": 1}}}
        mem = host(url, "a", storage_options=opts)
        mem.embed("warm up")
        proxy.set("stall", limit=1)
        e = _deposit(mem, "S", 0)
        assert proxy.faults == 1 and len(mem) == 1
        assert host(url, "b").get(1).sha256 == e.sha256
    finally:
        proxy.close()


def test_cli_sync_list_delete_on_a_url(url, host, tmp_path, tiny_model_dir):
    a = host(url, "a")
    _deposit(a, "L", 0)
    _deposit(a, "L", 1)
    cache = str(tmp_path / "cli")
    run = CliRunner().invoke
    r = run(main, ["--lib", url, "--cache-dir", cache, "sync", "--json"])
    assert r.exit_code == 0, r.output
    assert '"entries": 2' in r.output   # merged on open; the sync itself found nothing new
    r = run(main, ["--lib", url, "--cache-dir", cache, "list", "--json"])
    assert r.exit_code == 0 and r.output.count('"sha256"') == 2
    r = run(main, ["--lib", url, "--cache-dir", cache, "delete", "1"])
    assert r.exit_code == 0, r.output
    assert a.sync().removed == 1 and len(a) == 1
    r = run(main, ["sync", "--help"])
    assert r.exit_code == 0 and "--json" in r.output


def test_graft_latency_warm_cache_equals_local_library(url, host, tiny_llama, embedder, tmp_path):
    """The verified read of an entry: local library vs warm cache vs cold cache (object store). Printed."""
    model, tok = tiny_llama
    long = " ".join(f"step {i}: {i} + {i} = {2 * i}." for i in range(150))
    local = KVMemory(tmp_path / "local", model=model, tokenizer=tok, embedder=embedder)
    try:
        le = local.deposit("Sum the steps.", long + " #### 1", answer="1")
        remote = host(url, "a")
        re_ = remote.deposit("Sum the steps.", long + " #### 1", answer="1")
        assert le.sha256 == re_.sha256

        def timed(mem, entry, cold=False, reps=15, reserve=None):
            out = []
            for _ in range(reps):
                if cold:
                    mem.remote.cache.discard(entry.path)
                t = time.perf_counter()
                settle([mem.load(entry, reserve=reserve)])
                out.append(time.perf_counter() - t)
            return statistics.median(out)

        timed(local, le, reps=3), timed(remote, re_, reps=3)
        t_local, t_warm, t_cold = timed(local, le), timed(remote, re_), timed(remote, re_, cold=True)
        p_local, p_warm = timed(local, le, reserve=16), timed(remote, re_, reserve=16)   # answer()'s in-place read
        print(f"\nverified read of a {le.path.stat().st_size:,}-byte artifact ({le.tokens} tokens): local "
              f"{t_local * 1e3:.2f} ms, warm cache {t_warm * 1e3:.2f} ms, cold (object store) {t_cold * 1e3:.2f} ms; "
              f"in place: local {p_local * 1e3:.2f} ms, warm cache {p_warm * 1e3:.2f} ms")
        assert t_warm <= t_local * 1.5 + 0.002   # the verified read: within noise
        # The in-place read (answer's path) is printed, not asserted: measured 1.8x-2.9x slower from the warm
        # cache than from a local library under load on 2 shared cores; not yet explained.
    finally:
        local.close()


def test_import_kvmemory_imports_neither_ray_nor_s3fs():
    import subprocess
    import sys

    code = ("import sys, kvmemory; heavy = [m for m in sys.modules if m.split('.')[0] in "
            "('ray', 's3fs', 'aiobotocore', 'botocore', 'boto3', 'moto')]; print(heavy); assert not heavy")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr


def test_a_file_url_library_makes_its_folders_and_shares_entries(host, tmp_path):
    """``file://`` is a library URL like ``s3://``: the first deposit makes the folders, objects land whole
    (no temporary name left behind), and a second process syncs the entry and answers it in recurring mode."""
    url = f"file://{tmp_path}/shared/lib"
    a, b = host(url, "a"), host(url, "b")
    e = _deposit(a, "F", 0)
    ra = _answer(a, "F", 0)
    assert ra.mode == "recurring"
    stored = sorted(p.relative_to(tmp_path / "shared" / "lib").as_posix() for p in (tmp_path / "shared" / "lib").rglob("*")
                    if p.is_file())
    assert any(n.startswith("artifacts/") and e.sha256 in n for n in stored) and "library.json" in stored
    assert not any(".tmp-" in n for n in stored)
    assert b.sync().added == 1
    rb = _answer(b, "F", 0)
    assert rb.mode == "recurring" and rb.entries[0].sha256 == e.sha256 and rb.token_ids == ra.token_ids


def test_an_object_another_host_adds_to_a_listed_folder_is_read_at_the_next_listing(s3):
    """Two clients of one URL: what one writes into a folder the other has already listed is listed *and read*
    by the other (s3fs answered the read's size check from its cached listing: the record read as missing, and
    a sync merged it one sync late, after a delete there had missed it)."""
    bucket = s3.bucket()
    here, there = ObjectStore(f"s3://{bucket}/lib"), ObjectStore(f"s3://{bucket}/lib")
    there.put("entries/ab/first.json", b"1")
    assert here.list("entries") == ["entries/ab/first.json"]
    there.put("entries/ab/second.json", b"2")
    names = here.list("entries")
    assert names == ["entries/ab/first.json", "entries/ab/second.json"]
    assert here.get_many(names) == {"entries/ab/first.json": b"1", "entries/ab/second.json": b"2"}
    assert here.get("entries/ab/second.json") == b"2" and here.size("entries/ab/second.json") == 1


def test_a_sync_that_tombstones_an_entry_takes_its_bytes_out_of_the_host_tier(host, tmp_path):
    """Another host deletes an entry: this host's next sync drops the entry's verified bytes from its host tier
    at once (here both hosts share one process, so the bytes are put back as B's own read left them)."""
    url = f"file://{tmp_path}/shared/lib"
    a, b = host(url, "a"), host(url, "b")
    e = _deposit(a, "T", 0)
    assert b.sync().added == 1
    assert _answer(b, "T", 0).mode == "recurring" and e.sha256 in tier.host()
    kept = b.load(b.entries()[0])
    a.delete(a.entries()[0].id)
    tier.host().put(e.sha256, kept)                       # what B's process would still hold
    b.sync()
    assert e.sha256 not in tier.host() and b.entries() == []
