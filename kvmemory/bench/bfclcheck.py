"""The BFCL AST checker, reimplemented: is a decoded function call right by the Berkeley Function-Calling
Leaderboard's own rules? Torch- and numpy-free (``kvmemory score`` rescoring never needs either).

This is a **reimplementation** of the Python path of ``bfcl_eval.eval_checker.ast_eval.ast_checker``
(``bfcl-eval==2026.3.23``, Apache-2.0), kept line for line where it decides a verdict. It is not an
import because importing upstream's checker imports ``bfcl_eval.constants.model_config``, which imports
the handler of every API model BFCL supports (OpenAI, Anthropic, Google, Mistral, Cohere, ... clients),
and the wheel's declared dependencies pin numpy 1.26.4: the wheel is installed with ``--no-deps`` for
its data only. ``tests/test_bfcl.py`` imports upstream's checker with ``model_config`` stubbed and asserts
the same verdict (and error type) as this module's on hand-made right and wrong outputs of every
category and on every ground-truth answer of the five categories turned into an output.

What mirrors what (upstream names; ``language`` is always Python here, so the Java and JavaScript
branches are left out):

==============================  ===========================================================================
this module                     upstream
==============================  ===========================================================================
:data:`PYTHON_TYPE_MAPPING`     ``PYTHON_TYPE_MAPPING`` (``any`` checks as ``str``, ``tuple`` as ``list``)
:func:`convert_func_name`       ``convert_func_name``: a dotted expected name becomes ``_``-joined for a
                                model whose ``underscore_to_dot`` is set (function-calling models, whose
                                tools had their dots replaced; ours: ``underscore_to_dot=True``)
:func:`find_description`        ``find_description``
:func:`get_possible_answer_type`  ``get_possible_answer_type`` (skips ``""``, the optional marker)
:func:`type_checker`            ``type_checker`` (one level of nested type check; a value of the possible
                                answer's type is a "variable")
:func:`standardize_string`      ``standardize_string``: drop `` ,./-_*^``, lower case, ``'`` -> ``"``
:func:`string_checker`          ``string_checker``
:func:`list_checker`            ``list_checker``
:func:`dict_checker`            ``dict_checker`` (a key may be missing where its allowed values hold ``""``)
:func:`list_dict_checker`       ``list_dict_checker``
:func:`simple_function_checker`  ``simple_function_checker`` (required params, no unexpected param, an int
                                accepted for a ``float`` param, optional params: ``""`` among the allowed)
:func:`parallel_function_checker_no_order`  ``parallel_function_checker_no_order``
:func:`multiple_function_checker`  ``multiple_function_checker``
:func:`ast_checker`             ``ast_checker`` (category dispatch: ``parallel`` in the name, then
                                ``multiple``, else simple with exactly one call)
:func:`is_function_calling_format_output`, :func:`is_empty_output`  the same names in ``bfcl_eval.utils``
:func:`check`                   one entry of ``eval_runner``: ``_evaluate_single_ast_entry`` (decode
                                failure, format check, then :func:`ast_checker`) and, for ``irrelevance``,
                                ``_evaluate_single_relevance_entry`` (right when no call is decoded)
:func:`extract_tool_calls`, :func:`decode_ast_qwen`  ``QwenFCHandler._extract_tool_calls`` and
                                ``QwenFCHandler.decode_ast``: ``<tool_call>\\n{json}\\n</tool_call>`` blocks
==============================  ===========================================================================

Verdicts are dicts as upstream's: ``{"valid": bool, "error": [...], "error_type": str}``. Upstream's
checker raises on some malformed outputs (a ``dict`` parameter given a list of non-dicts, say); the
checker functions here raise alike, and :func:`check` turns an exception into an invalid verdict
(``error_type`` ``"checker:exception"``) so one odd reply cannot stop a run.
"""

from __future__ import annotations

import json
import re

__all__ = ["PYTHON_TYPE_MAPPING", "CATEGORIES", "convert_func_name", "find_description", "get_possible_answer_type",
           "type_checker", "standardize_string", "string_checker", "list_checker", "dict_checker", "list_dict_checker",
           "simple_function_checker", "parallel_function_checker_no_order", "multiple_function_checker", "ast_checker",
           "is_function_calling_format_output", "is_empty_output", "check", "extract_tool_calls", "decode_ast_qwen"]

#: The single-turn Python categories this module checks (``irrelevance``: no call is right).
CATEGORIES = ("simple_python", "multiple", "parallel", "parallel_multiple", "irrelevance")

PYTHON_TYPE_MAPPING = {
    "string": str,
    "integer": int,
    "float": float,
    "boolean": bool,
    "array": list,
    "tuple": list,
    "dict": dict,
    "any": str,
}

# The types whose values are checked one level down.
PYTHON_NESTED_TYPE_CHECK_LIST = ["array", "tuple"]


def _invalid(error, error_type: str) -> dict:
    return {"valid": False, "error": error if isinstance(error, list) else [error], "error_type": error_type}


# -- helpers ----------------------------------------------------------------------------------------

def find_description(func_descriptions, name):
    """The function doc named ``name`` in a list of docs (a single doc is returned as it is)."""
    if type(func_descriptions) == list:
        for func_description in func_descriptions:
            if func_description["name"] == name:
                return func_description
        return None
    return func_descriptions


def get_possible_answer_type(possible_answer: list):
    """The type of the first allowed value that is not ``""`` (the optional marker); None if there is none."""
    for answer in possible_answer:
        if answer != "":
            return type(answer)
    return None


def convert_func_name(function_name: str, underscore_to_dot: bool) -> str:
    """``function_name`` with its dots replaced by ``_`` when the model saw it so (``underscore_to_dot``)."""
    if "." in function_name and underscore_to_dot:
        return re.sub(r"\.", "_", function_name)
    return function_name


def type_checker(param: str, value, possible_answer: list, expected_type_description: str, expected_type_converted,
                 nested_type_converted):
    """``{"valid", "error", "is_variable", ...}``: is ``value`` of the documented type (one level of nesting)?"""
    result = {"valid": True, "error": [], "is_variable": False, "error_type": "type_error:simple"}

    is_variable = False
    possible_answer_type = get_possible_answer_type(possible_answer)
    if possible_answer_type is not None:
        if possible_answer_type != expected_type_converted:
            is_variable = True

    if type(value) == expected_type_converted:
        if nested_type_converted is None:
            result["is_variable"] = is_variable
            return result
        for possible_answer_item in possible_answer:
            flag = True
            if type(possible_answer_item) == list:
                for value_item in value:
                    checker_result = type_checker(param, value_item, possible_answer_item, str(nested_type_converted),
                                                  nested_type_converted, None)
                    if not checker_result["valid"]:
                        flag = False
                        break
            if flag:
                return {"valid": True, "error": [], "is_variable": is_variable}
        result["valid"] = False
        result["error"] = [
            f"Nested type checking failed for parameter {repr(param)}. Expected outer type {expected_type_description} "
            f"with inner type {str(nested_type_converted)}. Parameter value: {repr(value)}."]
        result["error_type"] = "type_error:nested"

    possible_answer_type = get_possible_answer_type(possible_answer)
    if possible_answer_type is not None:
        if type(value) == possible_answer_type:
            result["is_variable"] = True
            return result

    result["valid"] = False
    result["error"].append(
        f"Incorrect type for parameter {repr(param)}. Expected type {expected_type_description}, got "
        f"{type(value).__name__}. Parameter value: {repr(value)}.")
    result["error_type"] = "type_error:simple"
    return result


def standardize_string(input_string: str) -> str:
    """Spaces and ``,./-_*^`` removed, lower case, single quotes as double: "April 1, 2024" == "april 1 2024"."""
    regex_string = r"[ \,\.\/\-\_\*\^]"
    return re.sub(regex_string, "", input_string).lower().replace("'", '"')


def string_checker(param: str, model_output: str, possible_answer: list) -> dict:
    standardize_possible_answer = []
    standardize_model_output = standardize_string(model_output)
    for i in range(len(possible_answer)):
        if type(possible_answer[i]) == str:
            standardize_possible_answer.append(standardize_string(possible_answer[i]))
    if standardize_model_output not in standardize_possible_answer:
        return _invalid(f"Invalid value for parameter {repr(param)}: {repr(model_output)}. Expected one of "
                        f"{possible_answer}. Case insensitive.", "value_error:string")
    return {"valid": True, "error": []}


def list_checker(param: str, model_output: list, possible_answer: list) -> dict:
    standardize_model_output = list(model_output)
    for i in range(len(standardize_model_output)):
        if type(standardize_model_output[i]) == str:
            standardize_model_output[i] = standardize_string(model_output[i])
    standardize_possible_answer = []
    for i in range(len(possible_answer)):
        standardize_possible_answer.append([])
        for j in range(len(possible_answer[i])):
            if type(possible_answer[i][j]) == str:
                standardize_possible_answer[i].append(standardize_string(possible_answer[i][j]))
            else:
                standardize_possible_answer[i].append(possible_answer[i][j])
    if standardize_model_output not in standardize_possible_answer:
        return _invalid(f"Invalid value for parameter {repr(param)}: {repr(model_output)}. Expected one of "
                        f"{possible_answer}.", "value_error:list/tuple")
    return {"valid": True, "error": []}


def dict_checker(param: str, model_output: dict, possible_answers: list) -> dict:
    """A flat dict against each allowed dict: every key expected, every value allowed (strings standardised),
    every missing key optional (``""`` among its allowed values)."""
    result = {"valid": False, "error": [], "error_type": "dict_checker:unclear"}
    for i in range(len(possible_answers)):
        if possible_answers[i] == "":
            continue
        result = {"valid": False, "error": [], "error_type": "dict_checker:unclear"}
        flag = True
        possible_answer = possible_answers[i]
        for key, value in model_output.items():
            if key not in possible_answer:
                result["valid"] = False
                result["error"].append(f"Unexpected dict key parameter: '{key}'.")
                result["error_type"] = "value_error:dict_key"
                flag = False
                break
            standardize_value = value
            if type(value) == str:
                standardize_value = standardize_string(value)
            standardize_possible_answer = []
            for j in range(len(possible_answer[key])):
                if type(possible_answer[key][j]) == str:
                    standardize_possible_answer.append(standardize_string(possible_answer[key][j]))
                else:
                    standardize_possible_answer.append(possible_answer[key][j])
            if standardize_value not in standardize_possible_answer:
                result["valid"] = False
                result["error"].append(f"Invalid value for parameter {repr(key)}: {repr(value)}. Expected one of "
                                       f"{standardize_possible_answer}.")
                result["error_type"] = "value_error:dict_value"
                flag = False
                break
        for key, value in possible_answer.items():
            if key not in model_output and "" not in value:
                result["valid"] = False
                result["error"].append(f"Missing dict key parameter: '{key}'.")
                result["error_type"] = "value_error:dict_key"
                flag = False
                break
        if flag:
            return {"valid": True, "error": []}
    return result


def list_dict_checker(param: str, model_output: list, possible_answers: list) -> dict:
    """A list of dicts against each allowed list, dict by dict in order."""
    result = {"valid": False, "error": [], "error_type": "list_dict_checker:unclear"}
    for answer_index in range(len(possible_answers)):
        flag = True
        if len(model_output) != len(possible_answers[answer_index]):
            result["valid"] = False
            result["error"] = ["Wrong number of dictionaries in the list."]
            result["error_type"] = "value_error:list_dict_count"
            flag = False
            continue
        for dict_index in range(len(model_output)):
            result = dict_checker(param, model_output[dict_index], [possible_answers[answer_index][dict_index]])
            if not result["valid"]:
                flag = False
                break
        if flag:
            return {"valid": True, "error": []}
    return result


# -- one call, several calls -------------------------------------------------------------------------

def simple_function_checker(func_description: dict, model_output: dict, possible_answer: dict, *,
                            underscore_to_dot: bool = True) -> dict:
    """One decoded call ``{name: {param: value}}`` against one possible answer ``{name: {param: [allowed]}}``."""
    possible_answer = list(possible_answer.values())[0]
    func_name = func_description["name"]
    param_details = func_description["parameters"]["properties"]
    required_params = func_description["parameters"]["required"]
    result = {"valid": True, "error": [], "error_type": "simple_function_checker:unclear"}

    func_name = convert_func_name(func_name, underscore_to_dot)
    if func_name not in model_output:
        result["valid"] = False
        result["error"].append(f"Function name {repr(func_name)} not found in model output.")
        result["error_type"] = "simple_function_checker:wrong_func_name"
        return result

    model_params = model_output[func_name]
    for param in required_params:
        if param not in model_params:
            result["valid"] = False
            result["error"].append(f"Missing required parameter: {repr(param)}.")
            result["error_type"] = "simple_function_checker:missing_required"
            return result

    for param, value in model_params.items():
        if param not in param_details or param not in possible_answer:
            result["valid"] = False
            result["error"].append(f"Unexpected parameter: {repr(param)}.")
            result["error_type"] = "simple_function_checker:unexpected_param"
            return result

        full_param_details = param_details[param]
        expected_type_description = full_param_details["type"]
        nested_type_converted = None
        expected_type_converted = PYTHON_TYPE_MAPPING[expected_type_description]
        if expected_type_description in PYTHON_NESTED_TYPE_CHECK_LIST:
            nested_type = param_details[param]["items"]["type"]
            nested_type_converted = PYTHON_TYPE_MAPPING[nested_type]

        if expected_type_description == "tuple" and type(value) == tuple:
            value = list(value)
        # Python's own int -> float conversion is allowed.
        if expected_type_description == "float" and type(value) == int:
            value = float(value)

        type_check_result = type_checker(param, value, possible_answer[param], expected_type_description,
                                         expected_type_converted, nested_type_converted)
        is_variable = type_check_result["is_variable"]
        if not type_check_result["valid"]:
            return type_check_result

        if not is_variable:
            if expected_type_converted == dict:
                result = dict_checker(param, value, possible_answer[param])
                if not result["valid"]:
                    return result
                continue
            elif expected_type_converted == list and nested_type_converted == dict:
                result = list_dict_checker(param, value, possible_answer[param])
                if not result["valid"]:
                    return result
                continue
            elif expected_type_converted == str:
                result = string_checker(param, value, possible_answer[param])
                if not result["valid"]:
                    return result
                continue
            elif expected_type_converted == list:
                result = list_checker(param, value, possible_answer[param])
                if not result["valid"]:
                    return result
                continue

        if value not in possible_answer[param]:
            result["valid"] = False
            result["error"].append(f"Invalid value for parameter {repr(param)}: {repr(value)}. Expected one of "
                                   f"{possible_answer[param]}.")
            result["error_type"] = "value_error:others"
            return result

    for param in possible_answer:
        if param not in model_params and "" not in possible_answer[param]:
            result["valid"] = False
            result["error"].append(f"Optional parameter {repr(param)} not provided and not marked as optional.")
            result["error_type"] = "simple_function_checker:missing_optional"
            return result

    return result


def parallel_function_checker_no_order(func_descriptions: list, model_output: list, possible_answers: list, *,
                                       underscore_to_dot: bool = True) -> dict:
    """Every possible answer matched by a distinct decoded call, in any order (greedy, answer by answer)."""
    if len(model_output) != len(possible_answers):
        return _invalid("Wrong number of functions.", "parallel_function_checker_no_order:wrong_count")
    matched_indices = []
    for i in range(len(possible_answers)):
        func_name_expected = list(possible_answers[i].keys())[0]
        func_description = find_description(func_descriptions, func_name_expected)
        all_errors = []
        for index in range(len(model_output)):
            if index in matched_indices:
                continue
            result = simple_function_checker(func_description, model_output[index], possible_answers[i],
                                             underscore_to_dot=underscore_to_dot)
            if result["valid"]:
                matched_indices.append(index)
                break
            all_errors.append({f"Model Result Index {index}": {
                "sub_error": result["error"], "sub_error_type": result["error_type"],
                "model_output_item": model_output[index], "possible_answer_item": possible_answers[i]}})
        if not result["valid"]:
            considered_indices = [j for j in range(len(model_output)) if j not in matched_indices]
            all_errors.insert(0, f"Could not find a matching function among index {considered_indices} of model output "
                                 f"for index {i} of possible answers.")
            return {"valid": False, "error": all_errors,
                    "error_type": "parallel_function_checker_no_order:cannot_find_match"}
    return {"valid": True, "error": []}


def multiple_function_checker(func_descriptions: list, model_output: list, possible_answers: list, *,
                              underscore_to_dot: bool = True) -> dict:
    """One call, of the function the possible answer names, among several offered."""
    if len(model_output) != len(possible_answers):
        return _invalid("Wrong number of functions.", "multiple_function_checker:wrong_count")
    func_name_expected = list(possible_answers[0].keys())[0]
    func_description = find_description(func_descriptions, func_name_expected)
    return simple_function_checker(func_description, model_output[0], possible_answers[0],
                                   underscore_to_dot=underscore_to_dot)


def ast_checker(func_description: list, model_output: list, possible_answer: list, test_category: str, *,
                underscore_to_dot: bool = True) -> dict:
    """Upstream's dispatch: ``parallel`` in the category name, then ``multiple``, else exactly one call."""
    if "parallel" in test_category:
        return parallel_function_checker_no_order(func_description, model_output, possible_answer,
                                                  underscore_to_dot=underscore_to_dot)
    if "multiple" in test_category:
        return multiple_function_checker(func_description, model_output, possible_answer,
                                         underscore_to_dot=underscore_to_dot)
    if len(model_output) != 1:
        return _invalid("Wrong number of functions.", "simple_function_checker:wrong_count")
    return simple_function_checker(func_description[0], model_output[0], possible_answer[0],
                                   underscore_to_dot=underscore_to_dot)


# -- one entry --------------------------------------------------------------------------------------

def is_function_calling_format_output(decoded_output) -> bool:
    """``[{name: {param: value}}, ...]`` (an empty list included)."""
    if type(decoded_output) != list:
        return False
    for item in decoded_output:
        if type(item) != dict:
            return False
        if len(item) != 1:
            return False
        if type(list(item.values())[0]) != dict:
            return False
    return True


def is_empty_output(decoded_output) -> bool:
    """No call: not in calling format, ``[]`` or ``[{}]``."""
    if not is_function_calling_format_output(decoded_output):
        return True
    if len(decoded_output) == 0:
        return True
    if len(decoded_output) == 1 and len(decoded_output[0]) == 0:
        return True
    return False


def check(category: str, functions: list, decoded, possible_answer: list | None = None, *,
          decode_error: str | None = None, underscore_to_dot: bool = True) -> dict:
    """The verdict on one entry of ``category``: ``decoded`` is the reply as ``[{name: {param: value}}]`` (None
    with ``decode_error`` when the reply could not be decoded). ``irrelevance``: right when no call was
    decoded (a decode failure included); other categories: decoded, in calling format, and passing
    :func:`ast_checker` against ``possible_answer`` (the entry's ``ground_truth``)."""
    if category == "irrelevance":
        if decoded is None or is_empty_output(decoded):
            return {"valid": True, "error": []}
        return _invalid("Valid syntax. Successfully decode AST when it should not.", "irrelevance_error:decoder_success")
    if decoded is None:
        return _invalid(f"Invalid syntax. Failed to decode AST. {decode_error or ''}".rstrip(),
                        "ast_decoder:decoder_failed")
    if not is_function_calling_format_output(decoded):
        return _invalid("Did not output in the specified format.", "ast_decoder:decoder_wrong_output_format")
    try:
        return ast_checker(functions, decoded, possible_answer, category, underscore_to_dot=underscore_to_dot)
    except Exception as exc:  # upstream raises on some malformed outputs; a run goes on (module docstring)
        return _invalid(f"the checker raised {type(exc).__name__}: {exc}", "checker:exception")


# -- reading a Qwen-style reply (the bare arm) ------------------------------------------------------

def extract_tool_calls(input_string: str) -> list:
    """The JSON of every ``<tool_call>\\n...\\n</tool_call>`` block (blocks that are not JSON are skipped)."""
    pattern = r"<tool_call>\n(.*?)\n</tool_call>"
    matches = re.findall(pattern, input_string, re.DOTALL)
    result = []
    for match in matches:
        try:
            result.append(json.loads(match))
        except Exception:
            pass
    return result


def decode_ast_qwen(result: str) -> list:
    """``[{name: arguments}]`` from a Qwen2.5-style reply (plain text: ``[]``); raises ValueError (or the
    KeyError/AttributeError upstream raises) when a block is not a ``{"name", "arguments"}`` object."""
    tool_calls = extract_tool_calls(result)
    if type(tool_calls) != list or any(type(item) != dict for item in tool_calls):
        raise ValueError(f"Model did not return a list of function calls: {result}")
    return [{call["name"]: {k: v for k, v in call["arguments"].items()}} for call in tool_calls]
