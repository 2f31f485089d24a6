"""Compare constrained-decoding libraries on the default model's tokenizer (49,152 tokens), one torch thread.

For each of llguidance, xgrammar, outlines-core and lm-format-enforcer, on two schemas (the
kvmemory-tools/1 envelope of kvmemory.toolcalls.measure.BENCH_TOOLS with tool_choice="required", and a
nested response_format schema with ranges, enums, arrays and nullable fields):

* compile: milliseconds to compile the schema (the tokenizer view built before);
* forced: walk a canonical compact JSON text token by token (is every token of it allowed?);
* sampled: random logits (normal, scale 3) under the mask, N runs: how many outputs parse and validate
  with jsonschema, and the milliseconds per step of "mask a copy of the logits".

The candidates are not dependencies of kvmemory (only llguidance is): install them to rerun,
xgrammar without its dependencies (it pulls in triton), e.g.

    pip install llguidance outlines-core lm-format-enforcer && pip install --no-deps xgrammar apache-tvm-ffi
    HF_HUB_OFFLINE=1 python scripts/compare_constraint_libraries.py llg,xgr,oc,lmfe 20

The figures are in docs/benchmarks.md, "Constrained decoding".
"""
import json, os, sys, time, random
os.environ.setdefault("HF_HUB_OFFLINE", "1")
import torch
torch.set_num_threads(1)
import jsonschema
from transformers import AutoTokenizer
from kvmemory.models import default_model_dir

tok = AutoTokenizer.from_pretrained(str(default_model_dir()))
V = len(tok)
EOS = tok.eos_token_id
print("vocab", V, "eos", EOS, tok.convert_ids_to_tokens([EOS]))

from kvmemory.toolcalls import answer_schema, normalize_request
from kvmemory.toolcalls.measure import BENCH_TOOLS

SCHEMAS = {
    "envelope": answer_schema(normalize_request(BENCH_TOOLS, "required")),
    "nested": {"type": "object", "properties": {
        "user": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 16}, "age": {"type": "integer", "minimum": 0, "maximum": 150},
                                                   "tags": {"type": "array", "items": {"type": "string", "maxLength": 8}, "maxItems": 3}},
                 "required": ["name", "age"], "additionalProperties": False},
        "score": {"type": "number"}, "ok": {"type": "boolean"}, "kind": {"enum": ["a", "b", "c"]},
        "items": {"type": "array", "maxItems": 3, "items": {"type": "object", "properties": {"id": {"type": "integer"}, "v": {"type": ["string", "null"], "maxLength": 8}},
                                                          "required": ["id"], "additionalProperties": False}}},
        "required": ["user", "score", "ok", "kind", "items"], "additionalProperties": False},
}
TARGET = {
    "envelope": {"tool_calls": [{"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius"}},
                                {"name": "create_order", "arguments": {"customer": {"id": 7, "vip": True}, "discount": 0.5,
                                                                        "items": [{"qty": 2, "sku": "ab-1"}]}}]},
    "nested": {"user": {"name": "Ann", "age": 31, "tags": ["x", "yz"]}, "score": -1.25, "ok": True, "kind": "b", "items": [{"id": 1, "v": None}, {"id": 2, "v": "q"}]},
}


class LLG:
    """llguidance as kvmemory uses it (kvmemory.toolcalls.JSONConstraint)."""
    name = "llguidance"
    def __init__(self):
        from kvmemory.toolcalls import JSONConstraint
        self.C = JSONConstraint
        JSONConstraint(tok, None)  # the tokenizer view, cached
    def compile(self, schema):
        self.c = self.C(tok, schema)
    def masked(self, logits):
        return self.c.mask(logits)
    def advance(self, t):
        self.c.advance(t)
    def accepting(self):
        return self.c.done()


class XGR:
    name = "xgrammar"
    def __init__(self):
        import xgrammar as xgr
        self.X = xgr
        self.info = xgr.TokenizerInfo.from_huggingface(tok, vocab_size=V)
        self.compiler = xgr.GrammarCompiler(self.info, max_threads=1)
        self.mask = xgr.allocate_token_bitmask(1, self.info.vocab_size)
    def compile(self, schema):
        cg = self.compiler.compile_json_schema(json.dumps(schema), any_whitespace=False, strict_mode=True, separators=(",", ":"))
        self.m = self.X.GrammarMatcher(cg)
    def masked(self, logits):
        self.m.fill_next_token_bitmask(self.mask)
        out = logits.clone()
        self.X.apply_token_bitmask_inplace(out, self.mask)
        return out
    def advance(self, t):
        ok = self.m.accept_token(t); assert ok
    def accepting(self):  # is EOS allowed now?
        self.m.fill_next_token_bitmask(self.mask)
        return bool((self.mask[0, EOS // 32] >> (EOS % 32)) & 1)


class OC:
    name = "outlines-core"
    def __init__(self):
        from outlines_core import Vocabulary
        bs = list(range(ord("!"), ord("~") + 1)) + list(range(ord("\u00a1"), ord("\u00ac") + 1)) + list(range(ord("\u00ae"), ord("\u00ff") + 1))
        cs = bs[:]; n = 0
        for b in range(256):
            if b not in bs:
                bs.append(b); cs.append(256 + n); n += 1
        b2u = dict(zip(bs, map(chr, cs))); u2b = {v: k for k, v in b2u.items()}
        mapping = {}
        for t, i in tok.get_vocab().items():
            if i == EOS or t in tok.all_special_tokens:
                continue
            try:
                b = bytes(u2b[c] for c in t)
            except KeyError:
                b = t.encode()
            mapping.setdefault(b, []).append(i)
        self.vocab = Vocabulary(EOS, mapping)
    def compile(self, schema):
        from outlines_core import Guide, Index
        from outlines_core.json_schema import build_regex_from_schema
        rx = build_regex_from_schema(json.dumps(schema), whitespace_pattern="")
        self.index = Index(rx, self.vocab)
        self.g = Guide(self.index)
    def masked(self, logits):
        allowed = torch.tensor(self.g.get_tokens(), dtype=torch.long)
        out = torch.full_like(logits, float("-inf"))
        out[..., allowed] = logits[..., allowed]
        return out
    def advance(self, t):
        self.g.advance(t)
    def accepting(self):
        return self.g.is_finished() or EOS in self.g.get_tokens()


class LMFE:
    name = "lm-format-enforcer"
    def __init__(self):
        from lmformatenforcer.integrations.transformers import build_token_enforcer_tokenizer_data
        self.td = build_token_enforcer_tokenizer_data(tok)
    def compile(self, schema):
        from lmformatenforcer import JsonSchemaParser, TokenEnforcer
        self.te = TokenEnforcer(self.td, JsonSchemaParser(schema))
        self.prefix = []
    def masked(self, logits):
        got = self.te.get_allowed_tokens(self.prefix)
        allowed = torch.tensor(getattr(got, "allowed_tokens", got), dtype=torch.long)
        out = torch.full_like(logits, float("-inf"))
        out[..., allowed] = logits[..., allowed]
        return out
    def advance(self, t):
        self.prefix.append(t)
    def accepting(self):
        a = self.te.get_allowed_tokens(self.prefix)
        a = a.allowed_tokens if hasattr(a, "allowed_tokens") else a
        return EOS in a


def forced(lib, key):
    text = json.dumps(TARGET[key], separators=(",", ":"))
    ids = tok(text, add_special_tokens=False)["input_ids"]
    lib.compile(SCHEMAS[key])
    logits = torch.zeros(1, V)
    t0 = time.perf_counter()
    for k, t in enumerate(ids):
        out = lib.masked(logits)
        if not torch.isfinite(out[0, t]):
            return None, f"token {k} {tok.decode([t])!r} masked after {tok.decode(ids[:k])!r}", len(ids)
        lib.advance(t)
    dt = time.perf_counter() - t0
    return dt / len(ids), lib.accepting(), len(ids)


def sampled(lib, key, n, rng, max_steps=400):
    """Random logits under the mask: output must parse + validate. Returns per-token mask time, ok count
    (a run that has not closed after max_steps counts as cut, not as invalid)."""
    ok = 0; steps = 0; tm = 0.0; fails = []; cut = 0
    for s in range(n):
        lib.compile(SCHEMAS[key])
        ids = []
        g = torch.Generator().manual_seed(s)
        for _ in range(max_steps):
            logits = torch.randn(1, V, generator=g) * 3
            t0 = time.perf_counter()
            out = lib.masked(logits)
            tm += time.perf_counter() - t0; steps += 1
            t = int(torch.argmax(out))
            if t == EOS:
                break
            lib.advance(t); ids.append(t)
        else:
            cut += 1
            continue
        text = tok.decode(ids)
        try:
            jsonschema.validate(json.loads(text), SCHEMAS[key]); ok += 1
        except Exception as e:
            fails.append((text[:200], str(e)[:120]))
    return tm / max(steps, 1), ok, steps, cut, fails[:2]


if __name__ == "__main__":
    names = sys.argv[1].split(",")
    nsamp = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    libs = {"llg": LLG, "xgr": XGR, "oc": OC, "lmfe": LMFE}
    rng = random.Random(0)
    # baseline: logits clone + argmax
    logits = torch.randn(1, V)
    t0 = time.perf_counter()
    for _ in range(200):
        torch.argmax(logits.clone())
    print(f"baseline clone+argmax {1e3*(time.perf_counter()-t0)/200:.3f} ms")
    for n in names:
        t0 = time.perf_counter()
        try:
            lib = libs[n]()
        except Exception as e:
            print(f"== {n}: FAILED to set up: {type(e).__name__}: {str(e)[:200]}")
            continue
        ti = time.perf_counter() - t0
        print(f"== {lib.name}: tokenizer init {ti:.2f}s")
        for key in SCHEMAS:
            try:
                t0 = time.perf_counter(); lib.compile(SCHEMAS[key]); tc = time.perf_counter() - t0
                per, acc, nt = forced(lib, key)
                if per is None:
                    print(f"  {key}: compile {1e3*tc:.1f} ms; forced walk of {nt} tokens refused: {acc}")
                else:
                    print(f"  {key}: compile {1e3*tc:.1f} ms; forced {nt} tok, mask {1e3*per:.3f} ms/tok, accepting={acc}")
                per, ok, steps, cut, fails = sampled(lib, key, nsamp, rng)
                print(f"  {key}: sampled {ok}/{nsamp - cut} closed runs valid ({cut} cut at 400 steps), {steps} steps, "
                      f"mask {1e3*per:.3f} ms/step; invalid: {fails}")
            except Exception as e:
                print(f"  {key}: FAILED {type(e).__name__}: {str(e)[:300]}")
