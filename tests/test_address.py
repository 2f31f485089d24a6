"""Content addresses (kvmemory/address.py): plain SHA-256 up to a chunk, a chunk-tree root above it, hashed on
every core; a damaged chunk anywhere is refused; artifacts named by their plain SHA-256 before the change
still read, byte for byte."""

import hashlib
import os

import pytest
import torch

from conftest import spec_address
from kvmemory import address_file
from kvmemory.address import CHUNK, Hasher, address, hash_threads, matches, reference_address, set_hash_threads
from kvmemory.artifact import KV, encode, read_into, read_verified, settle, write_atomic
from kvmemory.errors import IntegrityError

SIZES = [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 3 * CHUNK, 3 * CHUNK + 17]


def _bytes(n: int, seed: int = 0) -> bytes:
    return torch.randint(0, 256, (n,), dtype=torch.uint8, generator=torch.Generator().manual_seed(seed)).numpy().tobytes()


@pytest.fixture
def threads():
    """Hash on a given number of threads for one test, then back to the default."""
    yield set_hash_threads
    set_hash_threads(None)


@pytest.mark.parametrize("n", SIZES)
def test_address_is_the_definition_on_any_thread_count(n, threads):
    data = _bytes(n, n)
    want = spec_address(data)
    assert reference_address(data) == want
    for t in (1, 2, 5):
        threads(t)
        assert address(data) == want, t
    assert address(data, threads=1) == want
    # up to one chunk the address is the plain SHA-256 (what `sha256sum` prints); above it, it is not
    assert (want == hashlib.sha256(data).hexdigest()) == (n <= CHUNK)


def test_pieces_may_cut_chunks_anywhere():
    data = _bytes(3 * CHUNK + 5, 1)
    cuts = [0, 7, CHUNK - 3, CHUNK, CHUNK + 1, 2 * CHUNK + 100, len(data)]
    h = Hasher()
    for a, b in zip(cuts, cuts[1:]):
        h.update(memoryview(data)[a:b])
    assert h.hexdigest() == spec_address(data) and h.size == len(data)
    with pytest.raises(ValueError):
        h.update(b"more")


def test_threads_setting_is_checked_and_reads_the_environment(threads, monkeypatch):
    with pytest.raises(ValueError):
        threads(0)
    monkeypatch.setenv("KVMEMORY_HASH_THREADS", "3")
    threads(None)
    assert hash_threads() == 3
    monkeypatch.delenv("KVMEMORY_HASH_THREADS")
    assert hash_threads() == max(1, os.cpu_count() or 1)


def _big_kv(tokens: int = 500) -> KV:
    g = torch.Generator().manual_seed(3)
    layers = [(torch.randn(1, 2, tokens, 64, generator=g), torch.randn(1, 2, tokens, 64, generator=g)) for _ in range(8)]
    return KV(layers, list(range(1, tokens + 1)), 0, "", "f" * 64, "t")


def test_large_artifacts_are_named_by_the_root_and_read_back(tmp_path):
    data = encode(_big_kv())
    assert len(data) > 3 * CHUNK
    sha, path = write_atomic(tmp_path, data)
    assert sha == spec_address(data) != hashlib.sha256(data).hexdigest()
    assert address_file(path) == sha and path.name == f"{sha}.safetensors"
    assert encode(read_verified(path, sha)) == data
    kv = read_into(path, sha, reserve=8)
    settle([kv])
    assert kv.pending.checked and encode(KV(kv.layers, kv.token_ids, 0, "", kv.model_fingerprint, kv.template)) == data


def test_a_damaged_chunk_at_any_position_is_refused(tmp_path):
    """One flipped byte in each chunk (first, middle, last byte of it; the header; the last short chunk):
    both readers refuse it, and nothing parsed from it is returned."""
    data = encode(_big_kv())
    sha, path = write_atomic(tmp_path, data)
    n_chunks = -(-len(data) // CHUNK)
    spots = {8, len(data) - 1}
    for c in range(n_chunks):
        spots |= {c * CHUNK, min(len(data) - 1, c * CHUNK + CHUNK // 2), min(len(data) - 1, (c + 1) * CHUNK - 1)}
    for spot in sorted(spots):
        bad = bytearray(data)
        bad[spot] ^= 0x04
        path.write_bytes(bytes(bad))
        with pytest.raises(IntegrityError):
            read_verified(path, sha)
        with pytest.raises(IntegrityError):
            settle([read_into(path, sha, reserve=4)])
        assert not matches(bytes(bad), sha)
    path.write_bytes(data)
    assert read_verified(path, sha).tokens == 500


def test_an_artifact_named_before_the_change_still_reads(tmp_path):
    """Before 2026-12-05 every artifact was named by its plain SHA-256: a library holding such a large one
    reads it byte for byte (the root differs, the plain hash is checked), and damage is still refused."""
    data = encode(_big_kv())
    old = hashlib.sha256(data).hexdigest()
    path = tmp_path / old[:2] / f"{old}.safetensors"
    path.parent.mkdir()
    path.write_bytes(data)
    assert encode(read_verified(path, old)) == data
    kv = read_into(path, old, reserve=4)
    settle([kv])
    assert kv.pending.checked
    assert write_atomic(tmp_path, data, name=old) == (old, path)  # kept under its old name
    with pytest.raises(IntegrityError):
        write_atomic(tmp_path, data, name="0" * 64)
    bad = bytearray(data)
    bad[len(bad) // 2] ^= 1
    path.write_bytes(bytes(bad))
    with pytest.raises(IntegrityError):
        read_verified(path, old)
    with pytest.raises(IntegrityError):
        settle([read_into(path, old)])


def test_a_forked_child_hashes_with_a_pool_of_its_own():
    """The parent's pool threads do not exist in a forked child: a child that used the parent's pool would wait
    forever (the crash campaign forks depositors)."""
    data = _bytes(3 * CHUNK + 1, 9)
    want = address(data)  # the parent's pool is running now
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.write(w, address(data).encode())
        finally:
            os._exit(0)
    os.close(w)
    got = b""
    import select

    while select.select([r], [], [], 20)[0]:
        chunk = os.read(r, 64)
        if not chunk:
            break
        got += chunk
    os.close(r)
    if len(got) < 64:  # it hung: do not leave it behind
        os.kill(pid, 9)
    os.waitpid(pid, 0)
    assert got.decode() == want
