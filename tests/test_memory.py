"""The KVMemory facade on tiny random models: deposit gate, modes, dedupe, damage, errors."""

import os

import pytest

from conftest import build_tiny
from kvmemory import (
    FingerprintMismatchError,
    InputError,
    IntegrityError,
    KVMemory,
    NotFoundError,
    VerificationError,
)

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"
P2 = "A pen costs 2 dollars. How much do 5 pens cost?"
S2 = "5 pens cost 5 * 2 = 10 dollars.\n#### 10"


def artifact_files(mem):
    return sorted(p.name for p in (mem.path / "artifacts").glob("*/*.safetensors"))


def test_deposit_stores_a_content_addressed_artifact(tiny_mem):
    e = tiny_mem.deposit(P1, S1, answer="7", verifier="numeric")
    assert e.id == 1 and e.answer == "7" and e.verifier == "numeric" and e.status == "active"
    assert e.path.exists() and e.path.name == f"{e.sha256}.safetensors"
    assert e.tokens > 20 and e.model_fingerprint == tiny_mem.fingerprint
    assert len(tiny_mem) == 1 and tiny_mem.get(e.id).sha256 == e.sha256 and e.id in tiny_mem


def test_rejected_solution_stores_nothing(tiny_mem):
    tiny_mem.deposit(P2, S2, answer="10")
    before = artifact_files(tiny_mem)
    with pytest.raises(VerificationError, match="8 != answer 7") as err:
        tiny_mem.deposit(P1, "3 + 4 = 8\n#### 8", answer="7", verifier="numeric")
    assert not err.value.verdict.passed
    assert len(tiny_mem) == 1 and artifact_files(tiny_mem) == before
    assert [ev["action"] for ev in tiny_mem.events()] == ["deposit"]


def test_same_content_twice_is_not_duplicated(tiny_mem):
    a = tiny_mem.deposit(P1, S1, answer="7")
    b = tiny_mem.deposit("  " + P1.upper() + " ", S1, answer="7.0")
    assert a.id == b.id and len(tiny_mem) == 1 and len(artifact_files(tiny_mem)) == 1


def test_recurring_mode_for_the_same_problem(tiny_mem):
    e = tiny_mem.deposit(P1, S1, answer="7")
    tiny_mem.deposit(P2, S2, answer="10")
    r = tiny_mem.answer("Tom has 3 apples and buys 4 more.   How many apples does he have?")
    assert r.mode == "recurring" and [x.id for x in r.entries] == [e.id]
    assert r.grafted_tokens == e.tokens and 1 <= r.decode_tokens <= 16
    assert r.prompt_tokens > 0 and r.timings["ttft_s"] > 0 and len(r.input_sha256) == 64
    assert tiny_mem.get(e.id).hits == 1


@pytest.mark.parametrize("near", [
    "Tom has 3 apples and buys 5 more. How many apples does he have?",
    "Ann has 3 apples and buys 4 more. How many apples does he have?",
])
def test_near_duplicates_are_never_recurring(tiny_mem, near):
    tiny_mem.deposit(P1, S1, answer="7")
    r = tiny_mem.answer(near, max_new_tokens=4)
    assert r.mode != "recurring"
    assert tiny_mem.search(near, k=1)[0].score > 0.8  # similar enough to be a transfer example


def test_transfer_grafts_top_k_side_by_side(tiny_mem):
    a = tiny_mem.deposit(P1, S1, answer="7")
    b = tiny_mem.deposit(P2, S2, answer="10")
    r = tiny_mem.answer("A cup costs 4 dollars. How much do 3 cups cost?", mode="transfer", k=2,
                        max_new_tokens=5)
    assert r.mode == "transfer" and {e.id for e in r.entries} == {a.id, b.id}
    assert r.grafted_tokens == a.tokens + b.tokens and r.decode_tokens <= 5


def test_cold_when_library_is_empty(tiny_mem):
    r = tiny_mem.answer(P1, max_new_tokens=3)
    assert r.mode == "cold" and r.entries == [] and r.grafted_tokens == 0


def test_search_is_sorted_and_survives_reopen(tiny_lm, embedder, tmp_path):
    model, tok = tiny_lm
    with KVMemory(tmp_path, model=model, tokenizer=tok, embedder=embedder) as mem:
        mem.deposit(P1, S1, answer="7")
        mem.deposit(P2, S2, answer="10")
    with KVMemory(tmp_path, model=model, tokenizer=tok, embedder=embedder) as mem:
        hits = mem.search("How much do 5 pens cost if a pen costs 2 dollars?", k=2)
        assert [h.entry.problem for h in hits][0] == P2
        assert hits[0].score >= hits[1].score
        assert mem.answer(P2).mode == "recurring"


def test_damaged_artifact_is_quarantined_and_never_grafted(tiny_mem):
    e = tiny_mem.deposit(P1, S1, answer="7")
    data = bytearray(e.path.read_bytes())
    data[-5] ^= 0x40
    e.path.write_bytes(bytes(data))
    r = tiny_mem.answer(P1, max_new_tokens=3)
    assert r.mode == "cold" and r.entries == []
    assert [q["id"] for q in r.quarantined] == [e.id]
    assert tiny_mem.get(e.id).status == "quarantined" and len(tiny_mem) == 0
    assert (tiny_mem.path / "quarantine" / e.path.name).exists()
    assert tiny_mem.search(P1, k=3) == []
    assert [ev["action"] for ev in tiny_mem.events(e.id)] == ["deposit", "quarantined"]


def test_strict_mode_raises_on_damage(tiny_lm, embedder, tmp_path):
    model, tok = tiny_lm
    with KVMemory(tmp_path, model=model, tokenizer=tok, embedder=embedder, strict=True) as mem:
        e = mem.deposit(P1, S1, answer="7")
        e.path.write_bytes(e.path.read_bytes()[:-1])
        with pytest.raises(IntegrityError):
            mem.answer(P1)


def test_library_of_another_model_names_both_fingerprints(default_tokenizer, embedder, tmp_path):
    llama = build_tiny("llama", len(default_tokenizer))
    qwen = build_tiny("qwen2", len(default_tokenizer))
    with KVMemory(tmp_path, model=llama, tokenizer=default_tokenizer, embedder=embedder) as mem:
        mem.deposit(P1, S1, answer="7")
        fp = mem.fingerprint
    with KVMemory(tmp_path, model=qwen, tokenizer=default_tokenizer, embedder=embedder) as other:
        with pytest.raises(FingerprintMismatchError) as err:
            other.answer(P1)
        assert err.value.expected == fp and err.value.expected in str(err.value)
        assert err.value.actual in str(err.value) and err.value.actual != fp
        assert len(other) == 1  # nothing lost


def test_library_records_the_software_stack_that_first_wrote_it(tiny_mem):
    """The torch/transformers releases live in the library (meta row ``stack``), not in each artifact's bytes."""
    from importlib import metadata

    from kvmemory.library import software_stack

    e = tiny_mem.deposit(P1, S1, answer="7")
    stack = tiny_mem.library.store.get_meta("stack")
    assert stack == software_stack() == f"torch {metadata.version('torch')}, transformers {metadata.version('transformers')}"
    assert b"transformers" not in e.path.read_bytes()


@pytest.mark.parametrize("bad", ["", "   \n", None, 42, b"bytes", "a\x00b", "x" * 20_001])
def test_bad_problem_text_is_an_input_error(tiny_mem, bad):
    tiny_mem.deposit(P1, S1, answer="7")
    with pytest.raises(InputError):
        tiny_mem.answer(bad)
    with pytest.raises(InputError):
        tiny_mem.deposit(bad, S1, answer="7")
    assert len(tiny_mem) == 1


def test_delete_removes_from_retrieval_and_keeps_audit(tiny_mem):
    e = tiny_mem.deposit(P1, S1, answer="7")
    tiny_mem.delete(e.id, reason="wrong units")
    assert len(tiny_mem) == 0 and e.id not in tiny_mem and not e.path.exists()
    assert tiny_mem.answer(P1, max_new_tokens=2).mode == "cold"
    assert tiny_mem.get(e.id).status == "deleted" and tiny_mem.get(e.id).status_reason == "wrong units"
    with pytest.raises(NotFoundError):
        tiny_mem.get(999)


def test_memory_true_is_a_throwaway_folder(tiny_lm, embedder):
    model, tok = tiny_lm
    mem = KVMemory(memory=True, model=model, tokenizer=tok, embedder=embedder)
    mem.deposit(P1, S1, answer="7")
    path = mem.path
    assert path.exists()
    mem.close()
    assert not os.path.exists(path)


def test_constructor_needs_a_path_or_memory():
    with pytest.raises(InputError, match="memory=True"):
        KVMemory()
