"""Prompt-prefix memory: a prefix computed once, stored content-addressed, grafted byte-exactly.

* a prefix read back from disk, alone or with entries computed on top of it side by side, gives logits
  SHA-256 equal to the same chunking computed fresh (:func:`kvmemory.exact.fresh_prefix_logits`, which
  does not use the graft code), on tiny Llama and Qwen2 and on the real default model;
* the comparison can fail: another chunking (windows in sequence, one forward over everything) is not
  SHA-256 equal;
* a prefix is content-addressed (same tokens and model -> same artifact, once) and a damaged one is
  never grafted: typed error, quarantine, recomputed (or raised when strict);
* the facade: ``KVMemory.prefix`` and ``answer(prefix=...)`` count the prefix in ``grafted_tokens``;
* ``check-exact`` has a ``prefix`` row and the ``prefix`` bench suite reports its figures.
"""

from __future__ import annotations

import pytest

from kvmemory.errors import ArtifactFormatError, InputError, IntegrityError, ModelError
from kvmemory.exact import fresh_prefix_logits, logits_sha256
from conftest import spec_address
from kvmemory.graft import greedy_decode, layout
from kvmemory.prefix import PREFIX_TEMPLATE, Prefix, PrefixStore, content_key, continuation_ids, prefix_ids

SYSTEM = ("You are a helpful assistant for a bicycle shop. Answer briefly and politely. "
          "Opening hours are 9 to 5 on weekdays. Repairs take two days. ") * 3
ENTRY_A = "Q: A pen costs 2 dollars. How much do 5 pens cost?\nA: 2*5=10. The answer is 10.\n\n"
ENTRY_B = "Q: Sam runs 3 km a day. How far in a week?\nA: 3*7=21. The answer is 21.\n\n"
QUERY = "Q: A cup costs 4 dollars. How much do 3 cups cost?\nA:"


def ids(tok, text, first=False):
    return list(tok(text, add_special_tokens=first)["input_ids"])


@pytest.fixture
def pstore(tmp_path):
    from kvmemory.store import Store

    store = Store(tmp_path / "lib")
    yield PrefixStore(store)
    store.close()


def _fp(model):
    return "f" * 64  # the prefix store only needs a stable string; the facade passes the real fingerprint


# -- exactness ---------------------------------------------------------------------------------------
def test_prefix_alone_from_disk_is_sha_equal_to_fresh(tiny_lm, pstore):
    model, tok = tiny_lm
    p_ids, q = prefix_ids(tok, SYSTEM), ids(tok, QUERY)
    prefix, _ = pstore.put(model, _fp(model), p_ids)
    kv = PrefixStore(pstore.store).load(prefix)          # a later call: a new handle, read from disk
    grafted, _, pos = layout(model, [], q, prefix=kv)
    fresh, _ = fresh_prefix_logits(model, p_ids, [], q)
    assert pos == len(p_ids) + len(q)
    assert logits_sha256(grafted) == logits_sha256(fresh)


def test_entries_on_prefix_side_by_side_are_sha_equal_to_fresh(tiny_lm, pstore):
    model, tok = tiny_lm
    p_ids, a, b, q = prefix_ids(tok, SYSTEM), ids(tok, ENTRY_A), ids(tok, ENTRY_B), ids(tok, QUERY)
    prefix, kv = pstore.put(model, _fp(model), p_ids)
    for w in (a, b):
        pstore.on_prefix(model, prefix, kv, w, template="t")                # computed and stored
    later = PrefixStore(pstore.store)
    pkv = later.load(prefix)
    windows = [later.on_prefix(model, prefix, pkv, w, template="t", strict=True) for w in (a, b)]  # from disk
    assert [w.position_start for w in windows] == [len(p_ids)] * 2
    assert all(w.prefix == prefix.sha256 for w in windows)
    grafted, cache, pos = layout(model, windows, q, prefix=pkv)
    fresh, _ = fresh_prefix_logits(model, p_ids, [a, b], q)
    assert pos == len(p_ids) + max(len(a), len(b)) + len(q)
    assert cache.get_seq_length() == len(p_ids) + len(a) + len(b) + len(q)
    assert logits_sha256(grafted) == logits_sha256(fresh)
    # the whole greedy continuation stays identical to one decoded from the fresh layout
    _, cache2, pos2 = layout(model, [pstore.on_prefix(model, prefix, kv, w, template="t") for w in (a, b)], q,
                             prefix=kv)
    assert greedy_decode(model, cache, grafted, pos, max_new_tokens=6) == \
        greedy_decode(model, cache2, fresh, pos2, max_new_tokens=6)


def test_the_comparison_can_fail_other_chunkings_differ(tiny_lm, pstore):
    """Windows in sequence (b sees a) or one forward over everything are other computations."""
    import torch

    model, tok = tiny_lm
    p_ids, a, b, q = prefix_ids(tok, SYSTEM), ids(tok, ENTRY_A), ids(tok, ENTRY_B), ids(tok, QUERY)
    side_by_side, _ = fresh_prefix_logits(model, p_ids, [a, b], q)
    sequence, _ = fresh_prefix_logits(model, p_ids + a, [b], q)
    assert logits_sha256(side_by_side) != logits_sha256(sequence)
    prefix, kv = pstore.put(model, _fp(model), p_ids)
    split, _, _ = layout(model, [], q, prefix=kv)
    with torch.inference_mode():
        one_shot = model(input_ids=torch.tensor([p_ids + q]), use_cache=False, logits_to_keep=1).logits[0, -1].float()
    assert logits_sha256(split) != logits_sha256(one_shot)


def test_layout_refuses_windows_not_computed_on_the_prefix(tiny_lm, pstore):
    from kvmemory.graft import prefill
    from kvmemory.artifact import KV

    model, tok = tiny_lm
    prefix, kv = pstore.put(model, _fp(model), prefix_ids(tok, SYSTEM))
    _, layers = prefill(model, ids(tok, ENTRY_A))
    with pytest.raises(ModelError, match="on top of the prefix"):
        layout(model, [KV(layers, ids(tok, ENTRY_A), 0)], ids(tok, QUERY), prefix=kv)


# -- storage -----------------------------------------------------------------------------------------
def test_prefix_is_content_addressed_and_stored_once(tiny_llama, pstore):
    model, tok = tiny_llama
    p_ids = prefix_ids(tok, SYSTEM)
    first, _ = pstore.put(model, "a" * 64, p_ids)
    again, _ = pstore.get_or_compute(model, "a" * 64, p_ids)
    assert first == again and first.path.is_file()
    assert first.sha256 == spec_address(first.path.read_bytes()) and first.path.name == f"{first.sha256}.safetensors"
    assert first.key == content_key("prefix", "a" * 64, p_ids)
    assert len(list(pstore.root.glob("*/*.safetensors"))) == 1
    assert pstore.find("b" * 64, p_ids) is None                     # another model: another prefix
    assert pstore.find("a" * 64, p_ids[:-1]) is None                # other tokens: another prefix
    kv = pstore.load(first)
    assert (kv.position_start, kv.prefix, kv.template, kv.token_ids) == (0, "", PREFIX_TEMPLATE, p_ids)


def test_window_on_prefix_records_its_prefix(tiny_llama, pstore):
    from kvmemory.artifact import read_verified

    model, tok = tiny_llama
    prefix, kv = pstore.put(model, "a" * 64, prefix_ids(tok, SYSTEM))
    w = pstore.on_prefix(model, prefix, kv, ids(tok, ENTRY_A), template="gsm-qa-v1")
    files = sorted(pstore.root.glob("*/*.safetensors"))
    assert len(files) == 2
    on_disk = [read_verified(f, f.name.removesuffix(".safetensors")) for f in files]
    stored = next(k for k in on_disk if k.position_start)
    assert (stored.position_start, stored.prefix, stored.token_ids) == (prefix.tokens, prefix.sha256, w.token_ids)


def test_damaged_prefix_is_never_grafted(tiny_llama, pstore):
    model, tok = tiny_llama
    p_ids = prefix_ids(tok, SYSTEM)
    prefix, _ = pstore.put(model, "a" * 64, p_ids)
    good = prefix.path.read_bytes()
    bad = bytearray(good)
    bad[len(bad) // 2] ^= 0x01
    prefix.path.write_bytes(bytes(bad))
    with pytest.raises(IntegrityError):
        pstore.load(prefix)
    with pytest.raises(IntegrityError):                             # strict: raised, quarantined
        pstore.get_or_compute(model, "a" * 64, p_ids, strict=True)
    assert (pstore.store.quarantine_dir / prefix.path.name).read_bytes() == bytes(bad)
    assert any(e["action"] == "quarantine-prefix" for e in pstore.store.events())
    prefix.path.write_bytes(bytes(bad)[:100])                        # truncated this time
    report: list = []
    again, kv = pstore.get_or_compute(model, "a" * 64, p_ids, report=report)   # not strict: recomputed
    assert report and report[0]["sha256"] == prefix.sha256
    assert again.sha256 == prefix.sha256 and prefix.path.read_bytes() == good   # deterministic bytes
    assert pstore.load(again).token_ids == p_ids


def test_lying_record_is_rejected(tiny_llama, pstore):
    """A record pointing at a valid artifact of other tokens: the hash passes, the metadata check does not."""
    model, tok = tiny_llama
    p_ids = prefix_ids(tok, SYSTEM)
    other, _ = pstore.put(model, "a" * 64, p_ids[:-3])
    liar = Prefix(content_key("prefix", "a" * 64, p_ids), other.sha256, tuple(p_ids), "a" * 64, other.path)
    with pytest.raises(ArtifactFormatError, match="other token ids"):
        pstore.load(liar)


def test_a_record_that_names_no_hash_is_a_miss(tiny_llama, pstore):
    """A record in SQLite only ever names a SHA-256; anything else (a path, garbage) is recomputed."""
    import json

    model, tok = tiny_llama
    p_ids = prefix_ids(tok, SYSTEM)
    prefix, _ = pstore.put(model, "a" * 64, p_ids)
    for bad in (json.dumps({"sha256": "../../kvmemory.db"}), "not json", json.dumps(["x"])):
        pstore.store.set_meta("prefix:" + prefix.key, bad)
        assert pstore.find("a" * 64, p_ids) is None
        again, _ = pstore.get_or_compute(model, "a" * 64, p_ids)
        assert again == prefix and (pstore.store.root / "kvmemory.db").is_file()


def test_prefix_ids_text_and_messages(default_tokenizer):
    tok = default_tokenizer
    assert prefix_ids(tok, "You are terse.") == list(tok("You are terse.", add_special_tokens=True)["input_ids"])
    msgs = [{"role": "system", "content": "You are terse."}]
    rendered = tok.apply_chat_template(msgs, tokenize=False)
    assert prefix_ids(tok, msgs) == list(tok(rendered, add_special_tokens=False)["input_ids"])
    for bad in ("", "  ", "a\x00b", [], [{"role": "system"}], 3):
        with pytest.raises(InputError):
            prefix_ids(tok, bad)
    assert continuation_ids(tok, [5, 6, 7]) == [5, 6, 7]         # this tokenizer adds no BOS


def test_continuation_ids_drop_the_bos_a_tokenizer_adds():
    class BosTokenizer:
        def __call__(self, text, add_special_tokens=True):
            return {"input_ids": ([1] if add_special_tokens else []) + [100 + ord(c) for c in text]}

    assert continuation_ids(BosTokenizer(), [1, 105, 106]) == [105, 106]
    assert continuation_ids(BosTokenizer(), [105, 106]) == [105, 106]
    assert continuation_ids(BosTokenizer(), [1]) == [1]                 # nothing would be left: kept


def test_prefix_rest_matches_only_a_true_prefix():
    p = Prefix("k", "s", (1, 2, 3), "f", None)
    assert p.rest([1, 2, 3, 4, 5]) == [4, 5]
    assert p.rest([1, 2, 4, 4]) is None


# -- check-exact ---------------------------------------------------------------------------------------
@pytest.mark.slow
def test_check_exact_has_a_prefix_row_all_sha_equal(tiny_mem):
    from kvmemory.exact import check_exact

    for i in range(3):
        tiny_mem.deposit(f"Ann has {i} pens and gets 2 more. How many?", f"{i}+2={i + 2}\n#### {i + 2}",
                         answer=str(i + 2))
    report = check_exact(tiny_mem, samples=4)
    row = report["rows"]["prefix"]
    assert row["samples"] == 4 and row["sha_equal"] == 4 and row["max_kl"] == 0.0 and row["kv_bytes_equal"] == 4
    assert all(item["prefix"]["kv_bytes_equal"] for item in report["items"])
    again = check_exact(tiny_mem, samples=4)                    # now every prefix artifact comes from disk
    assert [i["prefix"]["logits_sha256"] for i in again["items"]] == [i["prefix"]["logits_sha256"] for i in report["items"]]


# -- the bench suite -----------------------------------------------------------------------------------
def test_bench_prefix_suite_on_a_tiny_model(tmp_path):
    import json

    from click.testing import CliRunner

    from kvmemory.bench.ledger import read_ledger, score
    from kvmemory.cli import main

    out = tmp_path / "prefix"
    r = CliRunner().invoke(main, ["--model", "tiny:llama", "bench", "prefix", "--prefix-tokens", "300", "--reps", "2",
                                  "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    s = json.loads(r.stdout)["suites"]["prefix"]
    assert s["prefix_tokens"] == 300 and s["reps"] == 2
    assert s["logits_equal_to_split"] == {"first": True, "second": True, "prefill": False}
    assert set(s["ttft_median_s"]) == {"first", "second", "prefill", "split"}
    assert any(t["target"].startswith("second call's logits") and t["met"] for t in s["targets"])
    assert score(read_ledger(out / "ledger.jsonl"))["prefix"] == {k: v for k, v in s.items()}
    assert "second call (graft stored prefix)" in (out / "REPORT.md").read_text()
    assert not (out / "prefix-libraries").exists()


# -- the real default model ------------------------------------------------------------------------------
@pytest.mark.slow
def test_default_model_1000_token_prefix_and_entries_on_it_are_sha_equal_to_fresh(default_lm, gsm8k_train,
                                                                                  gsm8k_dev, tmp_path):
    """The claim on SmolLM2-135M: a 1,000-token system prompt read back from disk, alone and with two
    verified entries computed on top of it side by side, gives logits SHA-256 equal to fresh."""
    from kvmemory.bench.prefix import prompt_ids
    from kvmemory.models import fingerprint
    from kvmemory.store import Store

    model, tok = default_lm
    fp = fingerprint(model, tok)
    p_ids = prompt_ids(tok, 1000)
    entries = [ids(tok, f"Q: {r['question']}\nA: {r['answer']}\n\n") for r in gsm8k_train[100:102]]
    q = ids(tok, f"Q: {gsm8k_dev[0]['question']}\nA:")
    store = Store(tmp_path / "lib")
    try:
        writer = PrefixStore(store)
        prefix, kv = writer.put(model, fp, p_ids)
        for e in entries:
            writer.on_prefix(model, prefix, kv, e, template="gsm-qa-v1")
        reader = PrefixStore(store)
        found = reader.find(fp, p_ids)
        pkv = reader.load(found, fingerprint=fp)
        windows = [reader.on_prefix(model, found, pkv, e, template="gsm-qa-v1", strict=True) for e in entries]
        alone, _, _ = layout(model, [], q, prefix=pkv)
        both, _, _ = layout(model, windows, q, prefix=pkv)
    finally:
        store.close()
    fresh_alone, _ = fresh_prefix_logits(model, p_ids, [], q)
    fresh_both, _ = fresh_prefix_logits(model, p_ids, entries, q)
    assert found.tokens == 1000
    assert logits_sha256(alone) == logits_sha256(fresh_alone)
    assert logits_sha256(both) == logits_sha256(fresh_both)
    assert logits_sha256(alone) != logits_sha256(both)


# -- the facade ------------------------------------------------------------------------------------------
def test_memory_prefix_is_stored_once_and_counted_as_grafted(tiny_mem):
    p = tiny_mem.prefix(SYSTEM)
    assert isinstance(p, Prefix) and p.tokens == len(prefix_ids(tiny_mem.tokenizer, SYSTEM))
    assert tiny_mem.prefix(SYSTEM) == p and len(list((tiny_mem.path / "prefixes").glob("*/*.safetensors"))) == 1
    plain = tiny_mem.answer("What is 2 plus 2?", mode="cold", max_new_tokens=3)
    first = tiny_mem.answer("What is 2 plus 2?", mode="cold", max_new_tokens=3, prefix=p)
    by_text = tiny_mem.answer("What is 2 plus 2?", mode="cold", max_new_tokens=3, prefix=SYSTEM)
    assert first.grafted_tokens == p.tokens and plain.grafted_tokens == 0
    assert first.prompt_tokens == plain.prompt_tokens                # the rest of the prompt: the query
    assert by_text.token_ids == first.token_ids and "prefix_s" in first.timings


def test_recurring_entry_on_a_prefix_decodes_like_fresh(tiny_mem):
    from kvmemory import KVMemory
    from kvmemory.pipeline import lay_out, task_of
    from kvmemory.templates import get_template

    problem = "Ann has 3 pens and gets 2 more. How many pens does she have?"
    e = tiny_mem.deposit(problem, "3+2=5\n#### 5", answer="5", recap=False)  # prefixes only below
    p = tiny_mem.prefix(SYSTEM)
    first = tiny_mem.answer(problem, prefix=p, max_new_tokens=4)   # computes the entry on the prefix, stores it
    assert first.mode == "recurring" and first.entries[0].id == e.id
    assert first.grafted_tokens == p.tokens + e.tokens
    assert len(list((tiny_mem.path / "prefixes").glob("*/*.safetensors"))) == 2
    model, tok = tiny_mem.model, tiny_mem.tokenizer
    with KVMemory(tiny_mem.path, model=model, tokenizer=tok) as later:  # a later call: everything from disk
        second = later.answer(problem, prefix=later.prefix(SYSTEM), max_new_tokens=4)
    assert second.token_ids == first.token_ids and second.grafted_tokens == first.grafted_tokens
    _, query_ids = lay_out(tiny_mem, get_template(e.template), "recurring", task_of(problem, 10_000), [p])
    fresh, _ = fresh_prefix_logits(model, list(p.token_ids), [tiny_mem.load(e).token_ids], query_ids)
    assert second.prompt_tokens == len(query_ids)
    assert int(fresh.argmax()) == second.token_ids[0]


def test_damaged_prefix_through_answer_is_quarantined_or_raised(tiny_lm, embedder, tmp_path):
    from kvmemory import KVMemory

    model, tok = tiny_lm
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder) as mem:
        p = mem.prefix(SYSTEM)
        good = p.path.read_bytes()
        p.path.write_bytes(good[:-7] + b"\x00" * 7)
        r = mem.answer("What is 2 plus 2?", mode="cold", max_new_tokens=2, prefix=p)
        assert r.quarantined and r.quarantined[0]["sha256"] == p.sha256 and r.quarantined[0]["kind"] == "prefix"
        assert p.path.read_bytes() == good and r.grafted_tokens == p.tokens      # recomputed, byte-identical
    with KVMemory(tmp_path / "lib", model=model, tokenizer=tok, embedder=embedder, strict=True) as mem:
        p.path.write_bytes(good[:-7] + b"\x00" * 7)
        with pytest.raises(IntegrityError):
            mem.answer("What is 2 plus 2?", mode="cold", max_new_tokens=2, prefix=p)


@pytest.mark.slow
def test_bench_exact_has_the_prefix_row_and_replays_it(tmp_path):
    import json

    from click.testing import CliRunner

    from kvmemory.bench.ledger import read_ledger
    from kvmemory.bench.replay import replay
    from kvmemory.cli import main

    out = tmp_path / "exact"
    r = CliRunner().invoke(main, ["bench", "exact", "--models", "tiny:llama", "--samples", "3", "--out", str(out),
                                  "--json"], env={"OMP_NUM_THREADS": "1"})
    assert r.exit_code == 0, r.output
    m = json.loads(r.stdout)["suites"]["exact"]["models"]["tiny:llama"]
    assert m["rows"]["prefix"]["sha_equal"] == 3 and m["rows"]["prefix"]["max_kl"] == 0.0
    lines = read_ledger(out / "ledger.jsonl")
    assert all(x["metrics"]["prefix_kv_bytes_equal"] for x in lines)
    again = replay(lines[:1])
    # fingerprint, entry artifacts, input, graft, fresh, and the two prefix-row logits hashes
    assert again["matched"] == again["hashes"] == 7


# -- automatic prefixes: answer(messages) ----------------------------------------------------------------
LONG_SYSTEM = SYSTEM * 2          # > Settings.auto_prefix_min_tokens (128) tokens with the default tokenizer
OTHER_SYSTEM = LONG_SYSTEM.replace("bicycle", "kayak")
ASK = "What is 2 plus 2?"


def _chat(system, ask=ASK):
    return [{"role": "system", "content": system}, {"role": "user", "content": ask}]


def _files(mem):
    return sorted((mem.path / "prefixes").glob("*/*.safetensors"))


def _mem(tiny_lm, embedder, path, **settings):
    from dataclasses import replace

    from kvmemory import KVMemory
    from kvmemory.settings import DEFAULT_SETTINGS

    model, tok = tiny_lm
    return KVMemory(path, model=model, tokenizer=tok, embedder=embedder, settings=replace(DEFAULT_SETTINGS, **settings))


@pytest.fixture
def logits_seen(monkeypatch):
    """The first-token logits of every decode answer() runs (kvmemory.memory.decode wrapped)."""
    import kvmemory.memory as memory

    seen, real = [], memory.decode

    def spy(model, tokenizer, cache, logits, *args, **kwargs):
        seen.append(logits.detach().clone())
        return real(model, tokenizer, cache, logits, *args, **kwargs)

    monkeypatch.setattr(memory, "decode", spy)
    return seen


def test_auto_prefix_made_on_first_sight_then_grafted(tiny_mem):
    assert len(prefix_ids(tiny_mem.tokenizer, LONG_SYSTEM)) >= tiny_mem.settings.auto_prefix_min_tokens
    first = tiny_mem.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=3)
    assert len(_files(tiny_mem)) == 1                                    # exactly one prefix artifact
    p = first.prefix
    assert p["auto"] and p["computed"] and _files(tiny_mem)[0].name == f"{p['sha256']}.safetensors"
    assert first.grafted_tokens == p["tokens"] and "prefix_s" in first.timings
    second = tiny_mem.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=3)
    assert second.prefix == {**p, "computed": False}                    # grafted from disk, not made again
    assert second.token_ids == first.token_ids and len(_files(tiny_mem)) == 1
    assert first.to_dict()["prefix"] == p
    other = tiny_mem.answer(_chat(OTHER_SYSTEM), mode="cold", max_new_tokens=3)
    assert other.prefix["computed"] and other.prefix["sha256"] != p["sha256"] and len(_files(tiny_mem)) == 2
    again = tiny_mem.answer(_chat(LONG_SYSTEM, "And 3 plus 3?"), mode="cold", max_new_tokens=3)
    assert again.prefix["sha256"] == p["sha256"] and not again.prefix["computed"]   # another question, same prefix


def test_auto_prefix_off_short_or_absent_makes_none(tiny_lm, embedder, tmp_path):
    with _mem(tiny_lm, embedder, tmp_path / "off", auto_prefix=False) as mem:
        r = mem.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=2)
        assert r.prefix is None and r.grafted_tokens == 0 and _files(mem) == []
    with _mem(tiny_lm, embedder, tmp_path / "on") as mem:
        for problem in (_chat("You are terse."), ASK, [{"role": "user", "content": ASK}]):
            r = mem.answer(problem, mode="cold", max_new_tokens=2)
            assert r.prefix is None and r.grafted_tokens == 0
        assert _files(mem) == []
        given = mem.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=2, prefix=SYSTEM)   # prefix= wins
        assert given.prefix == {"auto": False, "tokens": len(prefix_ids(mem.tokenizer, SYSTEM))}
        assert len(_files(mem)) == 1 and mem.prefix(SYSTEM).path == _files(mem)[0]
    with pytest.raises(InputError):
        _mem(tiny_lm, embedder, tmp_path / "bad", auto_prefix_min_tokens=0)


def test_auto_prefix_is_sha_equal_to_fresh_and_decodes_like_no_prefix(tiny_lm, embedder, tmp_path, logits_seen):
    """Cold: the same tokens as the whole query; logits SHA-256 equal to the prefix chunking computed
    fresh (first call and read back from disk by another KVMemory); tokens equal to answering without
    the feature (one forward over the same tokens)."""
    from kvmemory.prefix import auto_split
    from kvmemory.pipeline import task_of
    from kvmemory.templates import get_template

    model, tok = tiny_lm
    with _mem(tiny_lm, embedder, tmp_path / "lib") as mem:
        first = mem.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=6)
        split = auto_split(mem.lm, get_template("chat-v1"), "cold", task_of(_chat(LONG_SYSTEM), 10_000), 1)
    with _mem(tiny_lm, embedder, tmp_path / "lib") as later:
        second = later.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=6)
    with _mem(tiny_lm, embedder, tmp_path / "off", auto_prefix=False) as off:
        plain = off.answer(_chat(LONG_SYSTEM), mode="cold", max_new_tokens=6)
    assert split.ids + split.rest == mem.lm.encode(split.query, first=True)     # the split changes no token
    assert (first.prefix["tokens"], first.prompt_tokens) == (len(split.ids), len(split.rest))
    assert plain.prompt_tokens == len(split.ids) + len(split.rest)
    fresh, _ = fresh_prefix_logits(model, split.ids, [], split.rest)
    assert first.prefix["computed"] and not second.prefix["computed"]
    assert logits_sha256(logits_seen[0]) == logits_sha256(fresh) == logits_sha256(logits_seen[1])
    assert second.token_ids == first.token_ids == plain.token_ids
    assert logits_sha256(logits_seen[2]) != logits_sha256(fresh)       # one forward: another chunking


def test_auto_prefix_under_transfer_entries_is_sha_equal_to_fresh(tiny_lm, embedder, tmp_path, logits_seen):
    """Transfer: the entry is computed once on top of the automatic prefix, side by side as with
    ``prefix=``; logits SHA-256 equal to that chunking computed fresh, first call and from disk. A
    recurring answer keeps its own layout (its stored recap stands for the whole query's forward)."""
    from kvmemory.graft import full_attention
    from kvmemory.pipeline import task_of
    from kvmemory.prefix import auto_split
    from kvmemory.templates import get_template

    problem = "Ann has 3 pens and gets 2 more. How many pens does she have?"
    ask = _chat(LONG_SYSTEM, "Bob has 4 cups and breaks one. How many cups are left?")
    model, tok = tiny_lm
    with _mem(tiny_lm, embedder, tmp_path / "lib") as mem:
        e = mem.deposit(problem, "5", answer="5", verifier="exact", recap=False)
        first = mem.answer(ask, mode="transfer", max_new_tokens=4)
        assert first.mode == "transfer" and first.prefix["computed"]
        entry_ids = continuation_ids(tok, mem.load(e).token_ids)
        recurring = [mem.answer(_chat(LONG_SYSTEM, problem), max_new_tokens=4) for _ in range(2)]
        assert [r.mode for r in recurring] == ["recurring"] * 2 and recurring[0].prefix is None
        if full_attention(model):
            assert recurring[1].prompt_tokens == 0                        # the recap: no forward at all
        split = auto_split(mem.lm, get_template(e.template), "transfer", task_of(ask, 10_000), 1)
    with _mem(tiny_lm, embedder, tmp_path / "lib") as later:                 # everything from disk
        second = later.answer(ask, mode="transfer", max_new_tokens=4)
    assert second.mode == "transfer" and not second.prefix["computed"]
    assert second.grafted_tokens == first.grafted_tokens == first.prefix["tokens"] + len(entry_ids)
    fresh, _ = fresh_prefix_logits(model, split.ids, [entry_ids], split.rest)
    assert logits_sha256(logits_seen[0]) == logits_sha256(fresh) == logits_sha256(logits_seen[3])
    assert second.token_ids == first.token_ids


def test_doctor_rehashes_auto_prefixes_and_quarantines_a_damaged_one(tiny_llama, embedder, tmp_path):
    from kvmemory.doctor import doctor

    problem = "Ann has 3 pens and gets 2 more. How many pens does she have?"
    with _mem(tiny_llama, embedder, tmp_path / "lib") as mem:
        mem.deposit(problem, "5", answer="5", verifier="exact", recap=False)
        r = mem.answer(_chat(LONG_SYSTEM, ASK), mode="transfer", max_new_tokens=2)   # the prefix and the entry on it
        assert r.mode == "transfer" and len(_files(mem)) == 2
        clean = doctor(mem.store, repair=False)
        assert clean.prefixes == {"checked": 2, "ok": 2, "bad": []} and clean.healthy
        path = _files(mem)[0] if _files(mem)[0].name.startswith(r.prefix["sha256"]) else _files(mem)[1]
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0x01
        path.write_bytes(bytes(data))
        looked = doctor(mem.store, repair=False)
        assert [b["sha256"] for b in looked.prefixes["bad"]] == [r.prefix["sha256"]] and not looked.healthy
        assert looked.prefixes["bad"][0]["auto"] and "IntegrityError" in looked.prefixes["bad"][0]["reason"]
        assert path.is_file()                                            # a dry run moves nothing
        fixed = doctor(mem.store)
        assert fixed.prefixes["ok"] == 1 and fixed.healthy and not path.exists()
        assert (mem.store.quarantine_dir / path.name).is_file()
        assert doctor(mem.store, repair=False).prefixes == {"checked": 1, "ok": 1, "bad": []}
        again = mem.answer(_chat(LONG_SYSTEM, ASK), mode="transfer", max_new_tokens=2)  # made again, byte-identical
        assert again.prefix["computed"] and again.prefix["sha256"] == r.prefix["sha256"] and not again.quarantined
        assert again.token_ids == r.token_ids


def test_gc_evicts_the_least_recently_used_auto_prefix_with_its_windows(tiny_llama, embedder, tmp_path):
    import json
    import os

    from kvmemory.prefix import PrefixStore

    problem = "Ann has 3 pens and gets 2 more. How many pens does she have?"
    systems = [LONG_SYSTEM.replace("bicycle", w) for w in ("kayak", "piano", "tent")]
    with _mem(tiny_llama, embedder, tmp_path / "lib", auto_prefix_keep=2) as mem:
        mem.deposit(problem, "5", answer="5", verifier="exact", recap=False)
        given = mem.prefix(SYSTEM)                                           # explicit: never evicted
        a = mem.answer(_chat(systems[0]), mode="transfer", max_new_tokens=2).prefix  # prefix a + the entry on a
        b = mem.answer(_chat(systems[1]), mode="cold", max_new_tokens=2).prefix
        store = PrefixStore(mem.store)
        old = os.stat(store.path_of(b["sha256"])).st_mtime - 60
        os.utime(store.path_of(b["sha256"]), (old, old))                     # b: used a minute ago
        os.utime(store.path_of(a["sha256"]), (old - 60, old - 60))           # a: two minutes ago ...
        assert not mem.answer(_chat(systems[0]), mode="transfer", max_new_tokens=2).prefix["computed"]  # ... used now
        assert len(_files(mem)) == 4                                         # given, a, a's window, b
        c = mem.answer(_chat(systems[2]), mode="cold", max_new_tokens=2).prefix   # the third: b is evicted
        shas = {f.name.removesuffix(".safetensors") for f in _files(mem)}
        assert b["sha256"] not in shas and {a["sha256"], c["sha256"], given.sha256} <= shas and len(shas) == 4
        gc = [e for e in mem.events() if e["action"] == "gc-prefix"]
        assert len(gc) == 1 and json.loads(gc[0]["detail"])["artifact"] == b["sha256"]
        assert mem.library.gc_prefixes(1) == [a["sha256"]]                   # a goes with the entry on it
        assert {f.name.removesuffix(".safetensors") for f in _files(mem)} == {c["sha256"], given.sha256}
        assert mem.answer(_chat(systems[1]), mode="cold", max_new_tokens=2).prefix["computed"]   # made again


def test_bundle_exports_and_imports_prefix_artifacts(tiny_llama, embedder, tmp_path, logits_seen):
    import io
    import json
    import tarfile

    from kvmemory.bundle import export_library, import_bundle
    from kvmemory.errors import BundleError

    problem = "Ann has 3 pens and gets 2 more. How many pens does she have?"
    with _mem(tiny_llama, embedder, tmp_path / "lib") as mem:
        mem.deposit(problem, "5", answer="5", verifier="exact", recap=False)
        mem.prefix(SYSTEM)
        first = mem.answer(_chat(LONG_SYSTEM), mode="transfer", max_new_tokens=3)   # auto prefix + the entry on it
        files = {f.name: f.read_bytes() for f in _files(mem)}
    assert len(files) == 3
    summary = export_library(tmp_path / "lib", tmp_path / "b.tar")
    assert summary["prefixes"] == 3
    got = import_bundle(tmp_path / "b.tar", tmp_path / "lib2")
    assert got["prefixes"] == 3
    with _mem(tiny_llama, embedder, tmp_path / "lib2") as mem2:
        assert {f.name: f.read_bytes() for f in _files(mem2)} == files          # byte for byte
        again = mem2.answer(_chat(LONG_SYSTEM), mode="transfer", max_new_tokens=3)
        assert not again.prefix["computed"] and again.prefix == {**first.prefix, "computed": False}
    assert again.token_ids == first.token_ids and logits_sha256(logits_seen[0]) == logits_sha256(logits_seen[1])
    # a record that lies about its artifact (another key) is refused with the whole bundle
    with tarfile.open(tmp_path / "b.tar") as tar:
        members = [(m, tar.extractfile(m).read()) for m in tar.getmembers()]
    manifest = json.loads(members[0][1])
    key = next(iter(manifest["prefixes"]))
    manifest["prefixes"]["0" * 64] = manifest["prefixes"].pop(key)
    data = json.dumps(manifest).encode()
    with tarfile.open(tmp_path / "bad.tar", "w", format=tarfile.PAX_FORMAT) as tar:
        info = tarfile.TarInfo("manifest.json")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
        for m, b in members[1:]:
            tar.addfile(m, io.BytesIO(b))
    with pytest.raises(BundleError, match="does not describe its artifact"):
        import_bundle(tmp_path / "bad.tar", tmp_path / "lib3")
    assert not (tmp_path / "lib3").exists()


# A chat template that, like Qwen2.5's, writes its own system turn with the tool listing when it is given tools
# and the conversation has none.
TOOL_LISTING_TEMPLATE = (
    "{% if tools %}<|im_start|>system\nYou may call these functions:\n{% for t in tools %}{{ t | tojson }}\n"
    "{% endfor %}<|im_end|>\n{% endif %}"
    "{% for m in messages %}<|im_start|>{{ m.role }}\n{{ m.content }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")


def test_a_tool_listing_the_template_writes_itself_is_split_off_without_a_system_turn(tiny_llama):
    """No system turn, but a template that lists the tools in a system turn of its own: that turn is the prefix
    (every step of an agent grafts it instead of forwarding it again), and the split changes no token."""
    import copy

    from kvmemory.lm import LM
    from kvmemory.pipeline import task_of
    from kvmemory.prefix import auto_split
    from kvmemory.templates.chat import with_tools

    model, tok = tiny_llama
    tok = copy.deepcopy(tok)
    tok.chat_template = TOOL_LISTING_TEMPLATE
    lm = LM(model, tok, "f" * 64)
    tools = [{"type": "function", "function": {"name": f"tool_{i}", "description": "does thing number " * 8,
                                               "parameters": {"type": "object", "properties": {}}}} for i in range(4)]
    texts = []
    for question in ("What is 2 plus 2?", "List my files, please."):
        task = task_of([{"role": "user", "content": question}], 10_000)
        split = auto_split(lm, with_tools(tools), "cold", task, 16)
        assert split is not None and split.ids + split.rest == lm.encode(split.query, first=True)
        assert split.text.startswith("<|im_start|>system\nYou may call these functions:\n")
        assert question not in split.text and split.query.startswith(split.text)
        texts.append(split.text)
    assert texts[0] == texts[1] and texts[0].endswith(("<|im_end|>\n", "<|im_start|>user\n"))  # one prefix for all
    assert auto_split(lm, with_tools(tools), "cold", task, 10_000) is None   # shorter than min_tokens: none
    plain = copy.deepcopy(tok)
    plain.chat_template = TOOL_LISTING_TEMPLATE.replace("{% if tools %}", "{% if false %}")
    assert auto_split(LM(model, plain, "f" * 64), with_tools(tools), "cold", task, 16) is None  # nothing before it
