"""Reference solutions of the hand-written code requests' stored stubs (``domains/code.jsonl``, every split but calib
and report): ``SOLUTIONS[(split, function name)]`` is the body of the stored function, indented as it follows the
docstring, written on 2026-12-01 by an engineer from the stubs alone and checked to pass every ``>>>`` example of its
stub (but the one noted below); the heldout9 to heldout30 bodies were written by the engineers who wrote
those sets, the others by another. Read by :mod:`make_domains`.
"""

# Doctest globals: the examples of these stubs call ``date(...)`` and need ``from datetime import date``
# in the doctest globals: ('tune', 'days_between'), ('heldout6', 'days_until'), ('heldout7', 'days_until'),
# ('heldout8', 'add_business_days').
# No other stub needs extra globals.
#
# ("heldout6", "second_largest") returns None for ``second_largest([5, 5])``; its stub's example writes the output
# line ``None``, which doctest never prints for a returned None, so that one example fails as written (a request
# that relies on it is answered in transfer mode, never served).

SOLUTIONS = {
    ("tune", "chunk"): (
        "    return [xs[i:i + n] for i in range(0, len(xs), n)]\n"
    ),
    ("tune", "clamp"): (
        "    return max(lo, min(x, hi))\n"
    ),
    ("tune", "count_above"): (
        "    return sum(1 for x in xs if x > t)\n"
    ),
    ("tune", "count_strictly_inside"): (
        "    return sum(1 for x in xs if lo < x < hi)\n"
    ),
    ("tune", "days_between"): (
        "    return (b - a).days\n"
    ),
    ("tune", "dedupe"): (
        "    seen = set()\n"
        "    out = []\n"
        "    for item in items:\n"
        "        if item not in seen:\n"
        "            seen.add(item)\n"
        "            out.append(item)\n"
        "    return out\n"
    ),
    ("tune", "is_palindrome"): (
        "    t = s.lower()\n"
        "    return t == t[::-1]\n"
    ),
    ("tune", "word_count"): (
        "    counts = {}\n"
        "    for w in text.split():\n"
        "        counts[w] = counts.get(w, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout", "count_positive"): (
        "    return sum(1 for x in xs if x > 0)\n"
    ),
    ("heldout", "even_sum"): (
        "    return sum(x for x in xs if x % 2 == 0)\n"
    ),
    ("heldout", "shortest_first"): (
        "    return sorted(words, key=len)\n"
    ),
    ("heldout2", "count_between"): (
        "    return sum(1 for x in xs if lo < x < hi)\n"
    ),
    ("heldout2", "count_negative"): (
        "    return sum(1 for x in xs if x < 0)\n"
    ),
    ("heldout2", "longest_word"): (
        "    return max(words, key=len)\n"
    ),
    ("heldout2", "odd_product"): (
        "    product = 1\n"
        "    for x in xs:\n"
        "        if x % 2 != 0:\n"
        "            product *= x\n"
        "    return product\n"
    ),
    ("heldout2", "sort_desc"): (
        "    return sorted(xs, reverse=True)\n"
    ),
    ("heldout2", "words_longer"): (
        "    return [w for w in words if len(w) > n]\n"
    ),
    ("heldout3", "clamp"): (
        "    return max(lo, min(x, hi))\n"
    ),
    ("heldout3", "count_vowels"): (
        "    return sum(1 for c in s.lower() if c in \"aeiou\")\n"
    ),
    ("heldout3", "first_index_above"): (
        "    for i, x in enumerate(xs):\n"
        "        if x > t:\n"
        "            return i\n"
        "    return -1\n"
    ),
    ("heldout3", "sort_by_last"): (
        "    return sorted(words, key=lambda w: w[-1])\n"
    ),
    ("heldout3", "sum_squares"): (
        "    return sum(x * x for x in xs)\n"
    ),
    ("heldout4", "chunk"): (
        "    return [xs[i:i + n] for i in range(0, len(xs), n)]\n"
    ),
    ("heldout4", "count_long"): (
        "    return sum(1 for w in words if len(w) > k)\n"
    ),
    ("heldout4", "count_words"): (
        "    return len(s.split())\n"
    ),
    ("heldout4", "evens_below"): (
        "    return list(range(0, n, 2))\n"
    ),
    ("heldout4", "is_palindrome"): (
        "    t = s.lower()\n"
        "    return t == t[::-1]\n"
    ),
    ("heldout4", "max_gap"): (
        "    return max((abs(b - a) for a, b in zip(xs, xs[1:])), default=0)\n"
    ),
    ("heldout4", "merge_counts"): (
        "    out = dict(a)\n"
        "    for k, v in b.items():\n"
        "        out[k] = out.get(k, 0) + v\n"
        "    return out\n"
    ),
    ("heldout5", "count_vowels"): (
        "    return sum(1 for c in s.lower() if c in \"aeiou\")\n"
    ),
    ("heldout5", "in_range"): (
        "    return lo <= x <= hi\n"
    ),
    ("heldout5", "median"): (
        "    ordered = sorted(nums)\n"
        "    n = len(ordered)\n"
        "    mid = n // 2\n"
        "    if n % 2 == 1:\n"
        "        return ordered[mid]\n"
        "    return (ordered[mid - 1] + ordered[mid]) / 2\n"
    ),
    ("heldout5", "parse_duration"): (
        "    import re\n"
        "    total = 0\n"
        "    for amount, unit in re.findall(r\"(\\d+)\\s*([hm])\", s.lower()):\n"
        "        total += int(amount) * (60 if unit == \"h\" else 1)\n"
        "    return total\n"
    ),
    ("heldout5", "running_max"): (
        "    out = []\n"
        "    for x in nums:\n"
        "        out.append(x if not out or x > out[-1] else out[-1])\n"
        "    return out\n"
    ),
    ("heldout5", "to_snake"): (
        "    out = []\n"
        "    for c in name:\n"
        "        if c.isupper():\n"
        "            if out:\n"
        "                out.append(\"_\")\n"
        "            out.append(c.lower())\n"
        "        else:\n"
        "            out.append(c)\n"
        "    return \"\".join(out)\n"
    ),
    ("heldout5", "truncate"): (
        "    if len(s) <= n:\n"
        "        return s\n"
        "    return s[:max(n - 3, 0)] + \"...\"\n"
    ),
    ("heldout6", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout6", "days_until"): (
        "    return (end - start).days\n"
    ),
    ("heldout6", "initials"): (
        "    return \"\".join(w[0].upper() + \".\" for w in name.split())\n"
    ),
    ("heldout6", "is_strong"): (
        "    return (len(password) >= 12\n"
        "            and any(c.isdigit() for c in password)\n"
        "            and any(c.isupper() for c in password))\n"
    ),
    ("heldout6", "merge_counts"): (
        "    out = dict(a)\n"
        "    for k, v in b.items():\n"
        "        out[k] = out.get(k, 0) + v\n"
        "    return out\n"
    ),
    ("heldout6", "second_largest"): (
        "    distinct = sorted(set(nums), reverse=True)\n"
        "    if len(distinct) < 2:\n"
        "        return None\n"
        "    return distinct[1]\n"
    ),
    ("heldout6", "slugify"): (
        "    import re\n"
        "    return re.sub(r\"[\\W_]+\", \"-\", title.lower()).strip(\"-\")\n"
    ),
    ("heldout7", "chunk"): (
        "    return [items[i:i + n] for i in range(0, len(items), n)]\n"
    ),
    ("heldout7", "days_until"): (
        "    return (end - start).days\n"
    ),
    ("heldout7", "mask_email"): (
        "    local, at, domain = email.partition(\"@\")\n"
        "    return local[:1] + \"*\" * (len(local) - 1) + at + domain\n"
    ),
    ("heldout7", "merge_counts"): (
        "    out = dict(a)\n"
        "    for k, v in b.items():\n"
        "        out[k] = out.get(k, 0) + v\n"
        "    return out\n"
    ),
    ("heldout7", "percent_change"): (
        "    return round((new - old) / old * 100, 1)\n"
    ),
    ("heldout7", "slugify"): (
        "    import re\n"
        "    return re.sub(r\"[\\W_]+\", \"-\", title.lower()).strip(\"-\")\n"
    ),
    ("heldout7", "words_longer_than"): (
        "    return [w for w in text.split() if len(w) > n]\n"
    ),
    ("heldout8", "initials"): (
        "    return \"\".join(part[0].upper() for part in name.split())\n"
    ),
    ("heldout8", "runner_up"): (
        "    return sorted(set(nums))[-2]\n"
    ),
    ("heldout8", "bucket_words"): (
        "    out = {}\n"
        "    for w in words:\n"
        "        out.setdefault(len(w), []).append(w)\n"
        "    return out\n"
    ),
    ("heldout8", "add_business_days"): (
        "    from datetime import timedelta\n"
        "    step = 1 if n >= 0 else -1\n"
        "    left = abs(n)\n"
        "    while left:\n"
        "        d += timedelta(days=step)\n"
        "        if d.weekday() < 5:\n"
        "            left -= 1\n"
        "    return d\n"
    ),
    ("heldout8", "digital_root"): (
        "    while n >= 10:\n"
        "        n = sum(int(c) for c in str(n))\n"
        "    return n\n"
    ),
    ("heldout8", "invert_dict"): (
        "    out = {}\n"
        "    for k, v in d.items():\n"
        "        if v not in out:\n"
        "            out[v] = k\n"
        "    return out\n"
    ),
    ("heldout8", "count_between"): (
        "    return sum(1 for x in nums if lo < x < hi)\n"
    ),
    ("heldout9", "rle_encode"): (
        "    out = []\n"
        "    i = 0\n"
        "    while i < len(s):\n"
        "        j = i\n"
        "        while j < len(s) and s[j] == s[i]:\n"
        "            j += 1\n"
        "        out.append(f\"{s[i]}{j - i}\")\n"
        "        i = j\n"
        "    return \"\".join(out)\n"
    ),
    ("heldout9", "rotate"): (
        "    if not items:\n"
        "        return []\n"
        "    k %= len(items)\n"
        "    return list(items[k:]) + list(items[:k])\n"
    ),
    ("heldout9", "dedupe"): (
        "    seen = set()\n"
        "    out = []\n"
        "    for x in items:\n"
        "        if x not in seen:\n"
        "            seen.add(x)\n"
        "            out.append(x)\n"
        "    return out\n"
    ),
    ("heldout9", "format_bytes"): (
        "    if n < 1024:\n"
        "        return f\"{n} B\"\n"
        "    value = n / 1024\n"
        "    for unit in (\"KiB\", \"MiB\", \"GiB\"):\n"
        "        if value < 1024 or unit == \"GiB\":\n"
        "            return f\"{value:.1f} {unit}\"\n"
        "        value /= 1024\n"
    ),
    ("heldout9", "top_words"): (
        "    counts = {}\n"
        "    for w in text.lower().split():\n"
        "        counts[w] = counts.get(w, 0) + 1\n"
        "    return sorted(counts, key=lambda w: (-counts[w], w))[:n]\n"
    ),
    ("heldout9", "letter_grade"): (
        "    for cutoff, letter in ((90, \"A\"), (80, \"B\"), (70, \"C\"), (60, \"D\")):\n"
        "        if score >= cutoff:\n"
        "            return letter\n"
        "    return \"F\"\n"
    ),
    ("heldout9", "window_sums"): (
        "    return [sum(nums[i:i + k]) for i in range(len(nums) - k + 1)]\n"
    ),
    ("heldout10", 'chunk'): (
        '    return [xs[i:i + size] for i in range(0, len(xs), size)]\n'
    ),
    ("heldout10", 'count_vowels'): (
        "    return sum(1 for ch in text.lower() if ch in 'aeiou')\n"
    ),
    ("heldout10", 'in_range'): (
        '    return lo <= x <= hi\n'
    ),
    ("heldout10", 'dedupe'): (
        '    seen = set()\n'
        '    out = []\n'
        '    for item in items:\n'
        '        if item not in seen:\n'
        '            seen.add(item)\n'
        '            out.append(item)\n'
        '    return out\n'
    ),
    ("heldout10", 'top_words'): (
        '    counts = {}\n'
        '    for word in text.lower().split():\n'
        '        counts[word] = counts.get(word, 0) + 1\n'
        '    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))\n'
        '    return ranked[:k]\n'
    ),
    ("heldout10", 'parse_duration'): (
        '    total = 0\n'
        "    digits = ''\n"
        '    for ch in s:\n'
        '        if ch.isdigit():\n'
        '            digits += ch\n'
        "        elif ch == 'h':\n"
        '            total += int(digits) * 60\n'
        "            digits = ''\n"
        "        elif ch == 'm':\n"
        '            total += int(digits)\n'
        "            digits = ''\n"
        '    return total\n'
    ),
    ("heldout10", 'moving_average'): (
        '    return [sum(xs[i:i + n]) / n for i in range(len(xs) - n + 1)]\n'
    ),
    ("heldout11", 'count_vowels'): (
        "    return sum(1 for c in s.lower() if c in 'aeiou')\n"
    ),
    ("heldout11", 'top_k'): (
        '    return sorted(xs, reverse=True)[:k]\n'
    ),
    ("heldout11", 'clamp'): (
        '    return max(lo, min(x, hi))\n'
    ),
    ("heldout11", 'is_palindrome'): (
        '    t = [c.lower() for c in s if c.isalnum()]\n'
        '    return t == t[::-1]\n'
    ),
    ("heldout11", 'chunk'): (
        '    return [xs[i:i + n] for i in range(0, len(xs), n)]\n'
    ),
    ("heldout11", 'word_freq'): (
        '    d = {}\n'
        '    for w in text.lower().split():\n'
        '        d[w] = d.get(w, 0) + 1\n'
        '    return d\n'
    ),
    ("heldout11", 'days_in_month'): (
        '    import calendar\n'
        '    return calendar.monthrange(year, month)[1]\n'
    ),

    ("heldout12", "initials"): (
        "    return ''.join(word[0].upper() for word in name.split())\n"
    ),
    ("heldout12", "days_in_month"): (
        "    import calendar\n"
        "    return calendar.monthrange(year, month)[1]\n"
    ),
    ("heldout12", "count_long_words"): (
        "    return sum(1 for word in text.split() if len(word) > n)\n"
    ),
    ("heldout12", "rgb_to_hex"): (
        "    return '#{:02x}{:02x}{:02x}'.format(r, g, b)\n"
    ),
    ("heldout12", "second_largest"): (
        "    values = sorted(set(nums))\n"
        "    return values[-2] if len(values) >= 2 else None\n"
    ),
    ("heldout12", "mask_email"): (
        "    local, _, domain = email.partition('@')\n"
        "    return local[:1] + '*' * (len(local) - 1) + '@' + domain\n"
    ),
    ("heldout12", "parse_duration"): (
        "    import re\n"
        "    hours = re.search(r'(\\d+)h', s)\n"
        "    minutes = re.search(r'(\\d+)m', s)\n"
        "    return (int(hours.group(1)) if hours else 0) * 60 + (int(minutes.group(1)) if minutes else 0)\n"
    ),

    ("heldout13", "sum_even"): (
        "    return sum(n for n in nums if n % 2 == 0)\n"
    ),
    ("heldout13", "chunk"): (
        "    return [list(items[i:i + size]) for i in range(0, len(items), size)]\n"
    ),
    ("heldout13", "is_palindrome"): (
        "    cleaned = [c.lower() for c in text if c.isalnum()]\n"
        "    return cleaned == cleaned[::-1]\n"
    ),
    ("heldout13", "parse_duration"): (
        "    import re\n"
        "    m = re.fullmatch(r'\\s*(?:(\\d+)h)?\\s*(?:(\\d+)m)?\\s*', s)\n"
        "    if not m or not (m.group(1) or m.group(2)):\n"
        "        raise ValueError(f'bad duration: {s!r}')\n"
        "    return int(m.group(1) or 0) * 60 + int(m.group(2) or 0)\n"
    ),
    ("heldout13", "dedupe"): (
        "    seen = set()\n"
        "    out = []\n"
        "    for x in items:\n"
        "        if x not in seen:\n"
        "            seen.add(x)\n"
        "            out.append(x)\n"
        "    return out\n"
    ),
    ("heldout13", "grade"): (
        "    if score >= 90:\n"
        "        return 'A'\n"
        "    if score >= 75:\n"
        "        return 'B'\n"
        "    if score >= 50:\n"
        "        return 'C'\n"
        "    return 'F'\n"
    ),
    ("heldout13", "slugify"): (
        "    import re\n"
        "    return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')\n"
    ),


    ("heldout14", "count_vowels"): (
        "    return sum(1 for c in text.lower() if c in 'aeiou')\n"
    ),
    ("heldout14", "clamp"): (
        "    return max(lo, min(x, hi))\n"
    ),
    ("heldout14", "top_n_words"): (
        "    counts = {}\n"
        "    for w in text.lower().split():\n"
        "        counts[w] = counts.get(w, 0) + 1\n"
        "    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))\n"
        "    return [w for w, _ in ranked[:n]]\n"
    ),
    ("heldout14", "count_between"): (
        "    return sum(1 for n in nums if lo <= n <= hi)\n"
    ),
    ("heldout14", "parse_duration"): (
        "    import re\n"
        "    h = re.search(r'(\\d+)h', s)\n"
        "    m = re.search(r'(\\d+)m', s)\n"
        "    return (int(h.group(1)) * 60 if h else 0) + (int(m.group(1)) if m else 0)\n"
    ),
    ("heldout14", "dedupe_keep_order"): (
        "    seen = set()\n"
        "    out = []\n"
        "    for x in items:\n"
        "        if x not in seen:\n"
        "            seen.add(x)\n"
        "            out.append(x)\n"
        "    return out\n"
    ),
    ("heldout14", "is_valid_isbn10"): (
        "    if len(code) != 10 or not all(c in '0123456789' for c in code[:9]):\n"
        "        return False\n"
        "    last = code[9]\n"
        "    if last == 'X':\n"
        "        v = 10\n"
        "    elif last in '0123456789':\n"
        "        v = int(last)\n"
        "    else:\n"
        "        return False\n"
        "    total = sum((i + 1) * int(c) for i, c in enumerate(code[:9])) + 10 * v\n"
        "    return total % 11 == 0\n"
    ),
    ("heldout15", "initials"): (
        '    return "".join(w[0].upper() for w in full_name.split())\n'
    ),
    ("heldout15", "chunk"): (
        '    return [xs[i:i + size] for i in range(0, len(xs), size)]\n'
    ),
    ("heldout15", "count_vowels"): (
        '    return sum(1 for c in s.lower() if c in "aeiou")\n'
    ),
    ("heldout15", "days_in_month"): (
        '    if month == 2:\n'
        '        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n'
        '        return 29 if leap else 28\n'
        '    return 30 if month in (4, 6, 9, 11) else 31\n'
    ),
    ("heldout15", "in_range"): (
        '    return lo <= x <= hi\n'
    ),
    ("heldout15", "truncate"): (
        '    if len(text) <= n:\n'
        '        return text\n'
        '    return text[:n - 3] + "..."\n'
    ),
    ("heldout15", "top_words"): (
        '    counts = {}\n'
        '    for w in text.lower().split():\n'
        '        counts[w] = counts.get(w, 0) + 1\n'
        '    return sorted(counts, key=lambda w: (-counts[w], w))[:k]\n'
    ),
    ("heldout16", "slugify"): (
        '    import re\n'
        "    return re.sub('[^a-z0-9]+', '-', title.lower()).strip('-')\n"
    ),
    ("heldout16", "parse_duration"): (
        '    import re\n'
        '    text = s.strip()\n'
        "    m = re.fullmatch('(?:([0-9]+)h)?(?:([0-9]+)m)?(?:([0-9]+)s)?', text)\n"
        '    if not text or m is None:\n'
        "        raise ValueError('bad duration: %r' % (s,))\n"
        '    h, mi, sec = (int(g) if g else 0 for g in m.groups())\n'
        '    return h * 3600 + mi * 60 + sec\n'
    ),
    ("heldout16", "running_total"): (
        '    out = []\n'
        '    acc = 0\n'
        '    for x in xs:\n'
        '        acc += x\n'
        '        out.append(acc)\n'
        '    return out\n'
    ),
    ("heldout16", "count_between"): (
        '    return sum(1 for x in xs if lo <= x <= hi)\n'
    ),
    ("heldout16", "mask_email"): (
        "    local, domain = email.rsplit('@', 1)\n"
        "    return local[:1] + '***@' + domain\n"
    ),
    ("heldout16", "merge_intervals"): (
        '    out = []\n'
        '    for start, end in sorted(intervals):\n'
        '        if out and start <= out[-1][1]:\n'
        '            out[-1] = (out[-1][0], max(out[-1][1], end))\n'
        '        else:\n'
        '            out.append((start, end))\n'
        '    return out\n'
    ),
    ("heldout16", "group_by_first_letter"): (
        '    groups = {}\n'
        '    for w in words:\n'
        '        if not w:\n'
        '            continue\n'
        '        groups.setdefault(w[0].lower(), []).append(w)\n'
        '    return groups\n'
    ),
    ("heldout17", "sum_even"): (
        '    return sum(n for n in nums if n % 2 == 0)\n'
    ),
    ("heldout17", "dedupe"): (
        '    seen = set()\n'
        '    out = []\n'
        '    for x in items:\n'
        '        if x not in seen:\n'
        '            seen.add(x)\n'
        '            out.append(x)\n'
        '    return out\n'
    ),
    ("heldout17", "snake_to_camel"): (
        "    parts = name.split('_')\n"
        "    return parts[0].lower() + ''.join(p.capitalize() for p in parts[1:])\n"
    ),
    ("heldout17", "percent_change"): (
        '    return round((new - old) / old * 100, 1)\n'
    ),
    ("heldout17", "rotate"): (
        '    if not items:\n'
        '        return []\n'
        '    k %= len(items)\n'
        '    return list(items[-k:] + items[:-k]) if k else list(items)\n'
    ),
    ("heldout17", "grade"): (
        "    for cut, letter in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):\n"
        '        if score >= cut:\n'
        '            return letter\n'
        "    return 'F'\n"
    ),
    ("heldout17", "parse_kv"): (
        '    out = {}\n'
        "    for seg in s.split(';'):\n"
        '        if not seg.strip():\n'
        '            continue\n'
        "        key, _, value = seg.partition('=')\n"
        '        out[key.strip()] = value.strip()\n'
        '    return out\n'
    ),

    ("heldout18", "count_vowels"): (
        "    return sum(1 for c in text.lower() if c in 'aeiou')\n"
    ),
    ("heldout18", "second_largest"): (
        "    return sorted(set(nums))[-2]\n"
    ),
    ("heldout18", "is_leap_year"): (
        "    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
    ),
    ("heldout18", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout18", "word_freq"): (
        "    counts = {}\n"
        "    for word in text.split():\n"
        "        word = word.lower()\n"
        "        counts[word] = counts.get(word, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout18", "clamp"): (
        "    return max(lo, min(x, hi))\n"
    ),
    ("heldout18", "parse_duration"): (
        "    total = 0\n"
        "    digits = ''\n"
        "    for ch in s:\n"
        "        if ch.isdigit():\n"
        "            digits += ch\n"
        "        elif ch == 'h':\n"
        "            total += int(digits) * 60\n"
        "            digits = ''\n"
        "        elif ch == 'm':\n"
        "            total += int(digits)\n"
        "            digits = ''\n"
        "    return total\n"
    ),

    ("heldout19", "count_runs"): (
        '    return sum(1 for i, c in enumerate(s) if i == 0 or c != s[i - 1])\n'
    ),
    ("heldout19", "mask_card"): (
        '    return "*" * max(len(number) - 4, 0) + number[-4:]\n'
    ),
    ("heldout19", "window_sums"): (
        '    return [sum(nums[i:i + k]) for i in range(len(nums) - k + 1)]\n'
    ),
    ("heldout19", "initials"): (
        '    return "".join(w[0].upper() + "." for w in full_name.split())\n'
    ),
    ("heldout19", "parse_duration"): (
        '    import re\n'
        '    total = 0\n'
        '    for num, unit in re.findall(r"(\\d+)([hm])", text):\n'
        '        total += int(num) * (60 if unit == "h" else 1)\n'
        '    return total\n'
    ),
    ("heldout19", "bucket_ages"): (
        '    out = {"child": 0, "teen": 0, "adult": 0}\n'
        '    for a in ages:\n'
        '        out["child" if a < 13 else "teen" if a < 20 else "adult"] += 1\n'
        '    return out\n'
    ),
    ("heldout19", "merge_ranges"): (
        '    out = []\n'
        '    for s, e in sorted(ranges):\n'
        '        if out and s <= out[-1][1]:\n'
        '            out[-1] = (out[-1][0], max(out[-1][1], e))\n'
        '        else:\n'
        '            out.append((s, e))\n'
        '    return out\n'
    ),

    ("heldout20", "run_lengths"): (
        "    runs = []\n"
        "    for ch in s:\n"
        "        if runs and runs[-1][0] == ch:\n"
        "            runs[-1] = (ch, runs[-1][1] + 1)\n"
        "        else:\n"
        "            runs.append((ch, 1))\n"
        "    return runs\n"
    ),
    ("heldout20", "second_largest"): (
        "    distinct = sorted(set(nums), reverse=True)\n"
        "    if len(distinct) < 2:\n"
        "        return None\n"
        "    return distinct[1]\n"
    ),
    ("heldout20", "clamp_list"): (
        "    return [lo if v < lo else hi if v > hi else v for v in values]\n"
    ),
    ("heldout20", "parse_duration"): (
        "    import re\n"
        "    m = re.fullmatch(r'\\s*(?:(\\d+)h)?\\s*(?:(\\d+)m)?\\s*', text)\n"
        "    if not m or not (m.group(1) or m.group(2)):\n"
        "        raise ValueError('bad duration: %r' % (text,))\n"
        "    return int(m.group(1) or 0) * 60 + int(m.group(2) or 0)\n"
    ),
    ("heldout20", "initials"): (
        "    return ''.join(word[0].upper() + '.' for word in name.split())\n"
    ),
    ("heldout20", "chunk"): (
        "    return [list(items[i:i + size]) for i in range(0, len(items), size)]\n"
    ),
    ("heldout20", "mask_email"): (
        "    local, at, domain = email.partition('@')\n"
        "    return local[:1] + '*' * max(len(local) - 1, 0) + at + domain\n"
    ),


    ("heldout21", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout21", "parse_duration"): (
        "    import re\n"
        "    m = re.fullmatch(r'(?:(\\d+)h)?(?:(\\d+)m)?', text.strip())\n"
        "    if not m or not text.strip():\n"
        "        raise ValueError(text)\n"
        "    return int(m.group(1) or 0) * 60 + int(m.group(2) or 0)\n"
    ),
    ("heldout21", "most_common_word"): (
        "    words = text.lower().split()\n"
        "    counts = {}\n"
        "    for w in words:\n"
        "        counts[w] = counts.get(w, 0) + 1\n"
        "    best = None\n"
        "    for w in words:\n"
        "        if best is None or counts[w] > counts[best]:\n"
        "            best = w\n"
        "    return best\n"
    ),
    ("heldout21", "mask_email"): (
        "    local, _, domain = addr.partition('@')\n"
        "    return local[:1] + '*' * max(len(local) - 1, 0) + '@' + domain\n"
    ),
    ("heldout21", "second_largest"): (
        "    distinct = sorted(set(nums), reverse=True)\n"
        "    return distinct[1] if len(distinct) > 1 else None\n"
    ),
    ("heldout21", "moving_average"): (
        "    return [sum(values[i:i + window]) / window for i in range(len(values) - window + 1)]\n"
    ),
    ("heldout21", "snake_to_camel"): (
        "    first, *rest = name.split('_')\n"
        "    return first + ''.join(w[:1].upper() + w[1:] for w in rest)\n"
    ),
    ("heldout22", "count_vowels"): (
        "    return sum(1 for ch in text.lower() if ch in 'aeiou')\n"
    ),
    ("heldout22", "celsius_to_fahrenheit"): (
        "    return c * 9 / 5 + 32\n"
    ),
    ("heldout22", "count_in_range"): (
        "    return sum(1 for x in nums if lo <= x <= hi)\n"
    ),
    ("heldout22", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout22", "word_frequencies"): (
        "    counts = {}\n"
        "    for word in text.lower().split():\n"
        "        counts[word] = counts.get(word, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout22", "parse_duration"): (
        "    import re\n"
        "    total = 0\n"
        "    for num, unit in re.findall(r'(\\d+)([hm])', s):\n"
        "        total += int(num) * (60 if unit == 'h' else 1)\n"
        "    return total\n"
    ),
    ("heldout22", "median"): (
        "    s = sorted(values)\n"
        "    n = len(s)\n"
        "    m = n // 2\n"
        "    if n % 2:\n"
        "        return s[m]\n"
        "    return (s[m - 1] + s[m]) / 2\n"
    ),
    ("heldout23", "running_total"): (
        "    out = []\n"
        "    acc = 0\n"
        "    for x in nums:\n"
        "        acc += x\n"
        "        out.append(acc)\n"
        "    return out\n"
    ),
    ("heldout23", "truncate_words"): (
        "    words = text.split()\n"
        "    if len(words) > n:\n"
        "        return ' '.join(words[:n]) + '...'\n"
        "    return ' '.join(words)\n"
    ),
    ("heldout23", "days_between"): (
        "    from datetime import date\n"
        "    a = date.fromisoformat(d1)\n"
        "    b = date.fromisoformat(d2)\n"
        "    return abs((b - a).days)\n"
    ),
    ("heldout23", "is_strong_password"): (
        "    return (len(pw) >= 8 and any(c.isdigit() for c in pw)\n"
        "            and any(c.isupper() for c in pw))\n"
    ),
    ("heldout23", "format_bytes"): (
        "    if n < 1024:\n"
        "        return f'{n} B'\n"
        "    value = n / 1024\n"
        "    for unit in ('KiB', 'MiB'):\n"
        "        if value < 1024:\n"
        "            return f'{value:.1f} {unit}'\n"
        "        value /= 1024\n"
        "    return f'{value:.1f} GiB'\n"
    ),
    ("heldout23", "split_bill"): (
        "    return round(total * (1 + tip_percent / 100) / people, 2)\n"
    ),
    ("heldout23", "last_index"): (
        "    for i in range(len(items) - 1, -1, -1):\n"
        "        if items[i] == target:\n"
        "            return i\n"
        "    return -1\n"
    ),
    ("heldout24", "total_price"): (
        "    return sum(price * qty for price, qty in items)\n"
    ),
    ("heldout24", "non_empty_lines"): (
        "    return [line for line in lines if line.strip()]\n"
    ),
    ("heldout24", "transfer"): (
        "    new = dict(balances)\n"
        "    if new[payer] < amount:\n"
        "        return new\n"
        "    new[payer] -= amount\n"
        "    new[payee] += amount\n"
        "    return new\n"
    ),
    ("heldout24", "days_left"): (
        "    from datetime import date\n"
        "    return (date.fromisoformat(due) - date.fromisoformat(today)).days\n"
    ),
    ("heldout24", "check_values"): (
        "    return any(x > limit for x in nums)\n"
    ),
    ("heldout24", "convert_price"): (
        "    return round(amount * rate, 2)\n"
    ),
    ("heldout24", "find_word"): (
        "    for word in words:\n"
        "        if word.startswith(prefix):\n"
        "            return word\n"
        "    return ''\n"
    ),
    ("heldout25", "initials"): (
        '    return "".join(word[0].upper() for word in full_name.split())\n'
    ),
    ("heldout25", "chunk_list"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout25", "parse_duration"): (
        "    import re\n"
        '    hours = re.search(r"(\\d+)h", text)\n'
        '    minutes = re.search(r"(\\d+)m", text)\n'
        "    total = 0\n"
        "    if hours:\n"
        "        total += int(hours.group(1)) * 60\n"
        "    if minutes:\n"
        "        total += int(minutes.group(1))\n"
        "    return total\n"
    ),
    ("heldout25", "mask_email"): (
        '    local, _, domain = email.partition("@")\n'
        '    return local[:1] + "***@" + domain\n'
    ),
    ("heldout25", "rolling_average"): (
        "    return [sum(values[i:i + window]) / window\n"
        "            for i in range(len(values) - window + 1)]\n"
    ),
    ("heldout25", "slugify"): (
        '    cleaned = "".join(c for c in title.lower() if c.isalnum() or c == " ")\n'
        '    return "-".join(cleaned.split())\n'
    ),
    ("heldout25", "invoice_total"): (
        "    return round(sum(prices) * (1 + tax_rate), 2)\n"
    ),
    ("heldout26", "count_vowels"): (
        '    return sum(1 for c in text.lower() if c in "aeiou")\n'
    ),
    ("heldout26", "parse_version"): (
        '    return tuple(int(part) for part in s.split("."))\n'
    ),
    ("heldout26", "word_frequencies"): (
        "    counts = {}\n"
        "    for word in text.lower().split():\n"
        "        counts[word] = counts.get(word, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout26", "run_length_encode"): (
        "    out = []\n"
        "    i = 0\n"
        "    while i < len(s):\n"
        "        j = i\n"
        "        while j < len(s) and s[j] == s[i]:\n"
        "            j += 1\n"
        "        out.append(s[i] + str(j - i))\n"
        "        i = j\n"
        '    return "".join(out)\n'
    ),
    ("heldout26", "format_bytes"): (
        "    value = float(n)\n"
        '    for unit in ("B", "KB", "MB"):\n'
        "        if value < 1024:\n"
        '            return f"{value:.1f} {unit}"\n'
        "        value /= 1024\n"
        '    return f"{value:.1f} GB"\n'
    ),
    ("heldout26", "count_weekdays"): (
        "    from datetime import date, timedelta\n"
        "    day = date.fromisoformat(start)\n"
        "    last = date.fromisoformat(end)\n"
        "    count = 0\n"
        "    while day <= last:\n"
        "        if day.weekday() < 5:\n"
        "            count += 1\n"
        "        day += timedelta(days=1)\n"
        "    return count\n"
    ),
    ("heldout26", "apply_discount"): (
        "    percent = min(percent, 100)\n"
        "    return round(price * (1 - percent / 100), 2)\n"
    ),
    ("heldout27", "slugify"): (
        "    import re\n"
        "    return re.sub(r\"[^a-z0-9]+\", \"-\", text.lower()).strip(\"-\")\n"
    ),
    ("heldout27", "second_largest"): (
        "    distinct = sorted(set(nums), reverse=True)\n"
        "    return distinct[1] if len(distinct) >= 2 else None\n"
    ),
    ("heldout27", "count_vowels"): (
        "    return sum(1 for ch in s.lower() if ch in \"aeiou\")\n"
    ),
    ("heldout27", "convert_temperature"): (
        "    return round(value * 9 / 5 + 32, 1)\n"
    ),
    ("heldout27", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout27", "is_leap_year"): (
        "    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
    ),
    ("heldout27", "top_n_words"): (
        "    from collections import Counter\n"
        "    counts = Counter(text.lower().split())\n"
        "    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))\n"
        "    return [w for w, _ in ranked[:n]]\n"
    ),
    ("heldout28", "second_largest"): (
        "    return sorted(set(nums))[-2]\n"
    ),
    ("heldout28", "word_frequencies"): (
        "    counts = {}\n"
        "    for word in text.lower().split():\n"
        "        counts[word] = counts.get(word, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout28", "is_leap_year"): (
        "    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n"
    ),
    ("heldout28", "chunk"): (
        "    return [items[i:i + size] for i in range(0, len(items), size)]\n"
    ),
    ("heldout28", "caesar_shift"): (
        "    out = []\n"
        "    for c in text:\n"
        "        if 'a' <= c <= 'z':\n"
        "            out.append(chr((ord(c) - ord('a') + k) % 26 + ord('a')))\n"
        "        else:\n"
        "            out.append(c)\n"
        "    return ''.join(out)\n"
    ),
    ("heldout28", "running_total"): (
        "    out, total = [], 0\n"
        "    for n in nums:\n"
        "        total += n\n"
        "        out.append(total)\n"
        "    return out\n"
    ),
    ("heldout28", "parse_duration"): (
        "    total, num = 0, ''\n"
        "    for c in s:\n"
        "        if c.isdigit():\n"
        "            num += c\n"
        "        elif c == 'h':\n"
        "            total += int(num) * 60\n"
        "            num = ''\n"
        "        elif c == 'm':\n"
        "            total += int(num)\n"
        "            num = ''\n"
        "    return total\n"
    ),
    ("heldout29", "second_largest"): "    return sorted(set(nums))[-2]\n",
    ("heldout29", "count_vowels"): "    return sum(1 for ch in text.lower() if ch in 'aeiou')\n",
    ("heldout29", "chunk"): "    return [items[i:i + size] for i in range(0, len(items), size)]\n",
    ("heldout29", "celsius_to_fahrenheit"): "    return c * 9 / 5 + 32\n",
    ("heldout29", "is_leap_year"): "    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n",
    ("heldout29", "word_frequencies"): (
        "    counts = {}\n"
        "    for word in text.lower().split():\n"
        "        counts[word] = counts.get(word, 0) + 1\n"
        "    return counts\n"
    ),
    ("heldout29", "moving_average"): (
        "    return [sum(values[i:i + window]) / window\n"
        "            for i in range(len(values) - window + 1)]\n"
    ),
    ("heldout30", "count_vowels"): "    return sum(1 for c in s.lower() if c in 'aeiou')\n",
    ("heldout30", "second_largest"): "    d = sorted(set(nums))\n    return d[-2] if len(d) >= 2 else None\n",
    ("heldout30", "parse_duration"): (
        "    import re\n"
        "    h = re.search(r'(\\d+)h', text)\n"
        "    m = re.search(r'(\\d+)m', text)\n"
        "    return (int(h.group(1)) * 60 if h else 0) + (int(m.group(1)) if m else 0)\n"
    ),
    ("heldout30", "chunk"): "    return [items[i:i + size] for i in range(0, len(items), size)]\n",
    ("heldout30", "word_freq"): (
        "    d = {}\n"
        "    for w in text.lower().split():\n"
        "        d[w] = d.get(w, 0) + 1\n"
        "    return d\n"
    ),
    ("heldout30", "clamp"): "    return max(lo, min(x, hi))\n",
    ("heldout30", "initials"): "    return ''.join(w[0].upper() + '.' for w in full_name.split())\n",
}
