import pytest

from kvmemory.errors import InputError
from kvmemory.verifiers import Verdict, resolve_verifier


def test_numeric_accepts_matching_final_number():
    name, fn = resolve_verifier("numeric")
    v = fn("p", "3+4=7\n#### 7", "7")
    assert name == "numeric" and v.passed and "7" in v.reason


@pytest.mark.parametrize("solution,answer", [("#### 8", "7"), ("no number", "7"), ("#### 7", None), ("#### 7", "seven")])
def test_numeric_rejects(solution, answer):
    _, fn = resolve_verifier("numeric")
    v = fn("p", solution, answer)
    assert not v.passed and v.reason


def test_numeric_compares_numbers_not_strings():
    _, fn = resolve_verifier("numeric")
    assert fn("p", "The answer is $1,200.", "1200.0").passed


def test_exact_normalises_whitespace_and_case():
    _, fn = resolve_verifier("exact")
    assert fn("p", "  Paris\n", "paris").passed
    assert not fn("p", "Lyon", "paris").passed


@pytest.mark.parametrize("ret,passed", [(True, True), (False, False), ((True, "ok"), True), (Verdict(False, "no"), False)])
def test_callable_verifiers(ret, passed):
    def mine(problem, solution, answer):
        return ret

    name, fn = resolve_verifier(mine)
    v = fn("p", "s", None)
    assert name == "mine" and isinstance(v, Verdict) and v.passed is passed


def test_callable_with_bad_return_type_is_an_input_error():
    _, fn = resolve_verifier(lambda p, s, a: "yes")
    with pytest.raises(InputError, match="return a Verdict"):
        fn("p", "s", None)


def test_unknown_verifier_name():
    with pytest.raises(InputError, match="unknown verifier"):
        resolve_verifier("magic")
