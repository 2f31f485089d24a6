"""Streaming and stops: text arrives as tokens decode, stop strings end the decode, and the stop check
decodes only the new tail (never the whole output per token). Tiny random model."""

import pytest

from kvmemory.decoding import IncrementalText, decode
from kvmemory.graft import layout

P1 = "Tom has 3 apples and buys 4 more. How many apples does he have?"
S1 = "He has 3 + 4 = 7 apples.\n#### 7"


@pytest.fixture
def mem(llama_mem):
    return llama_mem


@pytest.mark.parametrize("text", ["Plain ASCII, numbers 1,234.5 and\nnewlines.", "Ünïcödé — “quotes”, 漢字 and 🙂🙃 emoji",
                                  "  leading spaces\tand\ttabs  "])
def test_incremental_text_equals_the_full_decode(default_tokenizer, text):
    ids = default_tokenizer(text, add_special_tokens=False)["input_ids"]
    stream = IncrementalText(default_tokenizer)
    pieces = [stream.push(i) for i in ids]
    assert "".join(pieces) == stream.text == default_tokenizer.decode(ids, skip_special_tokens=True)
    assert all("\ufffd" not in p for p in pieces)


class CountingTokenizer:
    """The tokenizer, recording how many ids each decode call was given."""

    def __init__(self, tok):
        self.tok, self.sizes = tok, []
        self.eos_token_id = tok.eos_token_id

    def decode(self, ids, **kw):
        self.sizes.append(len(ids))
        return self.tok.decode(ids, **kw)


def test_stop_check_decodes_only_the_tail(mem):
    tok = CountingTokenizer(mem.tokenizer)
    logits, cache, pos = layout(mem.model, [], mem.encode("Once upon a time", first=True))
    out = decode(mem.model, tok, cache, logits, pos, max_new_tokens=60, stop=["never-appears"],
                 pattern=None)
    assert len(out.token_ids) == 60 and out.finish == "length"
    per_token = tok.sizes[:-1]  # the last call is the one full decode of the result
    assert tok.sizes[-1] == 60 and max(per_token) <= 8, f"decode sizes per token: {sorted(set(per_token))}"


def test_stop_string_ends_the_decode_when_it_appears(mem):
    full = mem.answer("Hello there", mode="cold", max_new_tokens=24)
    assert full.decode_tokens == 24 and full.finish == "length"
    # a stop string that first appears in the middle of the decoded text
    cut = len(full.text) // 2
    stop = full.text[cut:cut + 3]
    first = full.text.index(stop)
    pieces = []
    r = mem.answer("Hello there", mode="cold", max_new_tokens=24, stop=[stop], on_text=pieces.append)
    assert r.finish == "stop" and r.decode_tokens < 24
    assert r.token_ids == full.token_ids[:r.decode_tokens]
    assert r.text == full.text[:first] and stop not in r.text
    assert "".join(pieces) == r.reply and stop not in "".join(pieces)


def test_first_piece_arrives_after_the_first_token(mem):
    mem.deposit(P1, S1, answer="7")
    seen = {"tokens": 0, "first_piece_at": None}

    def on_token(_):
        seen["tokens"] += 1

    def on_text(piece):
        if seen["first_piece_at"] is None:
            seen["first_piece_at"] = seen["tokens"]

    pieces = []
    r = mem.answer(P1, max_new_tokens=12, on_token=on_token, on_text=lambda p: (on_text(p), pieces.append(p)))
    assert r.mode == "recurring" and seen["tokens"] == r.decode_tokens
    assert seen["first_piece_at"] is not None and seen["first_piece_at"] <= 2
    assert pieces[0].startswith("The answer is") and "".join(pieces) == r.reply == "The answer is" + r.text


def test_stop_must_be_a_list(mem):
    from kvmemory import InputError

    with pytest.raises(InputError, match="list of strings"):
        mem.answer("Hello", stop="\n")


def test_logits_processor_hook(mem):
    """An identity hook changes nothing; a hook that bans the greedy first token changes the first pick."""
    ids = mem.encode("Once upon a time", first=True)
    logits, cache, pos = layout(mem.model, [], ids)
    plain = decode(mem.model, mem.tokenizer, cache, logits, pos, max_new_tokens=12)
    seen = []
    logits, cache, pos = layout(mem.model, [], ids)
    same = decode(mem.model, mem.tokenizer, cache, logits, pos, max_new_tokens=12,
                  logits_processor=lambda so_far, lg: (seen.append(len(so_far)), lg)[1])
    assert same.token_ids == plain.token_ids and seen[:3] == [0, 1, 2]

    def ban_first(so_far, lg):
        if not so_far:
            lg = lg.clone()
            lg[..., plain.token_ids[0]] = float("-inf")
        return lg

    logits, cache, pos = layout(mem.model, [], ids)
    banned = decode(mem.model, mem.tokenizer, cache, logits, pos, max_new_tokens=4, logits_processor=ban_first)
    assert banned.token_ids[0] != plain.token_ids[0]
