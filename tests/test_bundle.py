"""Export/import: a round trip gives byte-identical artifacts (SHA-256 of every file); every hostile or
damaged bundle is refused with BundleError (or FingerprintMismatchError) and leaves the target as it was."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile

import pytest
from click.testing import CliRunner

from conftest import REPO, gold_of
from kvmemory import KVMemory
from kvmemory.artifact import KV, decode, encode, sha256_file
from kvmemory.bundle import Limits, export_library, import_bundle
from kvmemory.cli import main
from kvmemory.errors import BundleError, FingerprintMismatchError
from kvmemory.store import Store

pytestmark = pytest.mark.usefixtures("one_thread")


@pytest.fixture(scope="module")
def library(tmp_path_factory, tiny_llama, embedder, gsm8k_dev):
    """A 4-entry library on the tiny Llama, one entry quarantined (it must not travel)."""
    model, tok = tiny_llama
    path = tmp_path_factory.mktemp("bundle") / "lib"
    with KVMemory(path, model=model, tokenizer=tok, embedder=embedder) as mem:
        ids = [mem.deposit(r["question"], r["answer"], answer=gold_of(r), metadata={"row": i}).id
               for i, r in enumerate(gsm8k_dev[:5])]
        mem.quarantine(ids[-1], "test: quarantined entries are not exported")
    return path


@pytest.fixture(scope="module")
def bundle(library, tmp_path_factory):
    out = tmp_path_factory.mktemp("bundle-out") / "bundle.tar"
    summary = export_library(library, out)
    assert summary["entries"] == 4 and summary["artifacts"] == 4
    return out


def _hashes(lib) -> dict:
    store = Store(lib)
    try:
        return {e.sha256: sha256_file(e.path) for e in store.list()}
    finally:
        store.close()


def test_roundtrip_artifacts_byte_identical(library, bundle, tmp_path, tiny_llama, embedder):
    target = tmp_path / "lib2"
    summary = import_bundle(bundle, target)
    assert summary["created"] == 4 and summary["already_present"] == 0
    left, right = _hashes(library), _hashes(target)
    assert len(left) == 4
    assert left == right
    assert all(name == digest for name, digest in right.items())  # content-addressed: name is the SHA-256
    src, dst = Store(library), Store(target)
    try:
        a, b = src.list(), dst.list()
        assert [(e.problem, e.solution, e.answer, e.verifier, e.verdict, e.tokens, e.template) for e in a] == \
               [(e.problem, e.solution, e.answer, e.verifier, e.verdict, e.tokens, e.template) for e in b]
        assert [r[2] for r in src.embeddings()] == [r[2] for r in dst.embeddings()]
        assert dst.get_meta("model_fingerprint") == src.get_meta("model_fingerprint")
        assert all(e.metadata["imported_from"]["bundle"] == "bundle.tar" for e in b)
    finally:
        src.close()
        dst.close()
    # the imported library answers from its entries with the same model (recurring mode)
    model, tok = tiny_llama
    with KVMemory(target, model=model, tokenizer=tok, embedder=embedder) as mem:
        first = mem.entries()[0]
        reply = mem.answer(first.problem, max_new_tokens=2)
        assert reply.mode == "recurring" and reply.entries[0].sha256 == first.sha256
        assert mem.search(first.problem, 1)[0].entry.id == first.id


def test_reimport_is_idempotent(bundle, tmp_path):
    target = tmp_path / "lib2"
    import_bundle(bundle, target)
    again = import_bundle(bundle, target)
    assert again["created"] == 0 and again["already_present"] == 4
    store = Store(target)
    assert store.count() == 4
    store.close()


def test_import_needs_no_model(bundle, tmp_path):
    """Import in a fresh interpreter where transformers and sentence-transformers cannot be imported."""
    code = ("import sys; sys.modules['transformers'] = None; sys.modules['sentence_transformers'] = None; "
            "from kvmemory.bundle import import_bundle; "
            f"print(import_bundle({str(bundle)!r}, {str(tmp_path / 'lib2')!r})['created'])")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=120,
                       env={**os.environ, "OMP_NUM_THREADS": "1"})
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "4"


def test_cli_export_import_json(library, tmp_path):
    runner = CliRunner()
    r = runner.invoke(main, ["export", str(library), str(tmp_path / "b.tar"), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["entries"] == 4
    r = runner.invoke(main, ["import", str(tmp_path / "b.tar"), str(tmp_path / "lib2"), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["created"] == 4
    r = runner.invoke(main, ["import", str(tmp_path / "b.tar"), str(tmp_path / "lib2")])
    assert r.exit_code == 0 and "4 already present" in r.output


@pytest.mark.parametrize("command", ["export", "import"])
def test_cli_help(command):
    r = CliRunner().invoke(main, [command, "--help"])
    assert r.exit_code == 0 and "--json" in r.output


# -- hostile and damaged bundles -------------------------------------------------------------------------

def _members(bundle) -> list[tuple[tarfile.TarInfo, bytes | None]]:
    out = []
    with tarfile.open(bundle) as tar:
        for m in tar.getmembers():
            out.append((m, tar.extractfile(m).read() if m.isfile() else None))
    return out


def _write(path, members) -> str:
    with tarfile.open(path, "w", format=tarfile.PAX_FORMAT) as tar:
        for info, data in members:
            info = _clone(info)
            if data is not None:
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
            else:
                tar.addfile(info)
    return str(path)


def _clone(info: tarfile.TarInfo) -> tarfile.TarInfo:
    new = tarfile.TarInfo(info.name)
    for attr in ("size", "mode", "mtime", "type", "linkname", "uid", "gid", "devmajor", "devminor"):
        setattr(new, attr, getattr(info, attr))
    return new


def _info(name, type_=tarfile.REGTYPE, linkname="", size=0):
    info = tarfile.TarInfo(name)
    info.type, info.linkname, info.size = type_, linkname, size
    return info


def _manifest(members) -> dict:
    return json.loads(members[0][1])


def _with_manifest(members, manifest) -> list:
    return [(members[0][0], json.dumps(manifest).encode())] + members[1:]


def _hostile(bundle, tmp_path):
    """name -> (builder, expected error text) for each hostile bundle."""
    base = _members(bundle)
    art_info, art_data = base[1]
    sha = art_info.name.split("/")[1].split(".")[0]
    outside = tmp_path / "escaped.txt"

    def flipped():
        data = bytearray(art_data)
        data[len(data) // 2] ^= 0x01
        return [base[0], (art_info, bytes(data))] + base[2:]

    def other_model():
        kv = decode(bytearray(art_data))
        evil = encode(KV(kv.layers, kv.token_ids, 0, "", "f" * 64, kv.template, kv.producer))
        evil_sha = hashlib.sha256(evil).hexdigest()
        man = _manifest(base)
        man["artifacts"][evil_sha] = len(evil)
        man["artifacts"].pop(sha)
        for e in man["entries"]:
            if e["artifact_sha256"] == sha:
                e["artifact_sha256"] = evil_sha
        return _with_manifest(base, man)[:1] + [(_info(f"artifacts/{evil_sha}.safetensors"), evil)] + base[2:]

    def missing_artifact():
        return base[:1] + base[2:]

    def extra_artifact():
        data = b"x" * 10
        return base + [(_info(f"artifacts/{hashlib.sha256(data).hexdigest()}.safetensors"), data)]

    def truncated_manifest_entry():
        man = _manifest(base)
        del man["entries"][0]["problem"]
        return _with_manifest(base, man)

    cases = {
        "traversal": (lambda: base + [(_info("../" * 8 + str(outside).lstrip("/")), b"x")], "path traversal"),
        "traversal_inner": (lambda: base + [(_info("artifacts/../../escaped.txt"), b"x")], "path traversal"),
        "absolute": (lambda: base + [(_info(str(outside)), b"x")], "absolute path"),
        "symlink": (lambda: base[:1] + [(_info(art_info.name, tarfile.SYMTYPE, "/etc/passwd"), None)] + base[2:],
                    "is a link"),
        "symlink_dir": (lambda: base + [(_info("artifacts", tarfile.SYMTYPE, "/tmp"), None)], "is a link"),
        "hardlink": (lambda: base[:1] + [(_info(art_info.name, tarfile.LNKTYPE, "/etc/passwd"), None)] + base[2:],
                     "is a link"),
        "char_device": (lambda: base + [(_info("artifacts/dev", tarfile.CHRTYPE), None)], "not a regular file"),
        "block_device": (lambda: base + [(_info("artifacts/blk", tarfile.BLKTYPE), None)], "not a regular file"),
        "fifo": (lambda: base + [(_info("artifacts/fifo", tarfile.FIFOTYPE), None)], "not a regular file"),
        "directory": (lambda: base + [(_info("artifacts", tarfile.DIRTYPE), None)], "not a regular file"),
        "unexpected_name": (lambda: base + [(_info("artifacts/run.sh"), b"#!/bin/sh\n")], "unexpected bundle member"),
        "duplicate": (lambda: base + [base[1]], "appears twice"),
        "manifest_not_first": (lambda: base[1:] + base[:1], "first member"),
        "no_manifest": (lambda: base[1:], "first member"),
        "bad_manifest_json": (lambda: [(base[0][0], b"{not json")] + base[1:], "not valid JSON"),
        "bad_manifest_format": (lambda: _with_manifest(base, {**_manifest(base), "format": "zip"}), "format"),
        "malformed_entry": (truncated_manifest_entry, "malformed"),
        "flipped_byte": (flipped, "tampered"),
        "missing_artifact": (missing_artifact, "lacks 1 artifacts"),
        "artifact_not_in_manifest": (extra_artifact, "not in the manifest"),
        "other_models_artifact": (other_model, "not a valid kvmemory artifact"),
    }
    return cases


HOSTILE = ["traversal", "traversal_inner", "absolute", "symlink", "symlink_dir", "hardlink", "char_device",
           "block_device", "fifo", "directory", "unexpected_name", "duplicate", "manifest_not_first", "no_manifest",
           "bad_manifest_json", "bad_manifest_format", "malformed_entry", "flipped_byte", "missing_artifact",
           "artifact_not_in_manifest", "other_models_artifact"]


@pytest.mark.parametrize("case", HOSTILE)
def test_hostile_bundle_rejected(case, bundle, tmp_path):
    build, needle = _hostile(bundle, tmp_path)[case]
    path = _write(tmp_path / f"{case}.tar", build())
    target = tmp_path / "target"
    with pytest.raises(BundleError) as info:
        import_bundle(path, target)
    assert needle in str(info.value)
    assert not target.exists()  # nothing was created or written for a refused bundle
    assert not (tmp_path / "escaped.txt").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".target.import-")] == []


def test_oversized_member_rejected(bundle, tmp_path):
    with pytest.raises(BundleError, match="the limit is 1,000"):
        import_bundle(bundle, tmp_path / "t", limits=Limits(max_member_bytes=1000))


def test_oversized_manifest_rejected(bundle, tmp_path):
    with pytest.raises(BundleError, match="the limit is 100"):
        import_bundle(bundle, tmp_path / "t", limits=Limits(max_manifest_bytes=100))


def test_too_many_members_rejected(bundle, tmp_path):
    with pytest.raises(BundleError, match="more than 3 members"):
        import_bundle(bundle, tmp_path / "t", limits=Limits(max_members=3))


def test_bomb_total_bytes_rejected(bundle, tmp_path):
    total = sum(i.size for i, _ in _members(bundle))
    with pytest.raises(BundleError, match="refusing it"):
        import_bundle(bundle, tmp_path / "t", limits=Limits(max_total_bytes=total - 1))


def test_compressed_bomb_rejected(tmp_path):
    """A gzip bomb (1 GiB of zeros in a few KB) is not even decompressed: bundles are plain tar."""
    bomb = tmp_path / "bomb.tar"
    with gzip.open(bomb, "wb", compresslevel=1) as f:
        zeros = bytes(1 << 20)
        for _ in range(64):
            f.write(zeros)
    assert bomb.stat().st_size < 1 << 20
    with pytest.raises(BundleError, match="uncompressed tar"):
        import_bundle(bomb, tmp_path / "t")


def test_member_larger_than_declared_in_manifest(bundle, tmp_path):
    base = _members(bundle)
    man = _manifest(base)
    sha = base[1][0].name.split("/")[1].split(".")[0]
    man["artifacts"][sha] += 1
    path = _write(tmp_path / "size.tar", _with_manifest(base, man))
    with pytest.raises(BundleError, match="the manifest says"):
        import_bundle(path, tmp_path / "t")


def test_garbage_file_rejected(tmp_path):
    junk = tmp_path / "junk.tar"
    junk.write_bytes(os.urandom(4096))
    with pytest.raises(BundleError):
        import_bundle(junk, tmp_path / "t")


def test_fingerprint_mismatch_rejected(bundle, tmp_path):
    target = tmp_path / "other-model-lib"
    store = Store(target)
    store.set_meta("model_fingerprint", "0" * 64)
    store.close()
    with pytest.raises(FingerprintMismatchError, match="import it into an empty folder"):
        import_bundle(bundle, target)
    store = Store(target)
    assert store.count() == 0
    store.close()


def test_export_refuses_damaged_library(library, tmp_path):
    import shutil

    copy = tmp_path / "lib"
    shutil.copytree(library, copy)
    store = Store(copy)
    victim = store.list()[0]
    store.close()
    os.chmod(victim.path, 0o644)
    data = bytearray(victim.path.read_bytes())
    data[-1] ^= 0xFF
    victim.path.write_bytes(bytes(data))
    with pytest.raises(BundleError, match="missing or damaged"):
        export_library(copy, tmp_path / "b.tar")
    assert not (tmp_path / "b.tar").exists()
