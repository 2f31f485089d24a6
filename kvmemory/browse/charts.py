"""The memory's pictures: hit rate and answers by day, prefill tokens skipped by day, and time to first token
by mode, drawn with matplotlib from :mod:`kvmemory.browse.queries`.

Each chart is one function of plain values returning a matplotlib figure; :func:`svg` renders it for the
browser (text kept as text, so the figures on it are readable and searchable in the page, and the same
values always give the same bytes) and :func:`write_png` for ``kvmemory report``. matplotlib comes with the
``kvmemory[browse]`` extra and is imported on first use (the ``Agg`` backend: no screen needed).
"""

from __future__ import annotations

import io
import statistics
from pathlib import Path

from ..errors import InputError

__all__ = ["CHARTS", "figures", "svg", "write_png"]

MODE_COLORS = {"recurring": "#2a9d8f", "replay": "#8ab17d", "transfer": "#e9c46a", "cold": "#e76f51"}
MODES = tuple(MODE_COLORS)


def _plt():
    try:
        import matplotlib
    except ImportError as exc:
        raise InputError("charts need matplotlib: pip install 'kvmemory[browse]'") from exc
    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    return plt


def _empty(ax, what: str) -> None:
    ax.text(0.5, 0.5, f"no {what} logged yet", ha="center", va="center", transform=ax.transAxes)
    ax.set_xticks([])
    ax.set_yticks([])


def _days_axis(ax, days: list[dict]) -> None:
    """One slot per day, at least four wide (a single day stays a bar, not a wall), at most 12 labels."""
    ax.set_xlim(-0.6, max(len(days), 4) - 0.4)
    step = max(1, len(days) // 12)
    ax.set_xticks(range(0, len(days), step), [d["day"] for d in days][::step], fontsize=8)


def hit_rate(days: list[dict]):
    """Answers per day stacked by mode, with the day's hit rate printed over each bar."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    if not days:
        _empty(ax, "answers")
    else:
        x = list(range(len(days)))
        bottom = [0] * len(days)
        for mode in MODES:
            counts = [d[mode] or 0 for d in days]
            if any(counts):
                ax.bar(x, counts, bottom=bottom, color=MODE_COLORS[mode], label=mode, width=0.6)
                bottom = [b + c for b, c in zip(bottom, counts)]
        for i, d in enumerate(days):
            ax.text(i, bottom[i], f"{100 * d['hit_rate']:.0f}% hits", ha="center", va="bottom", fontsize=9)
        _days_axis(ax, days)
        ax.set_ylim(0, max(bottom) * 1.2)
        ax.set_ylabel("answers")
        ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=8, frameon=False)
    ax.set_title("Answers by mode and memory hit rate, per day")
    fig.tight_layout()
    return fig


def tokens_saved(days: list[dict]):
    """Prefill tokens skipped (KV grafted instead of computed) per day."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    if not days or not any(d["prefill_tokens_skipped"] for d in days):
        _empty(ax, "grafted tokens")
    else:
        x = list(range(len(days)))
        values = [d["prefill_tokens_skipped"] or 0 for d in days]
        ax.bar(x, values, color=MODE_COLORS["recurring"], width=0.6)
        for i, v in enumerate(values):
            ax.text(i, v, f"{v:,}", ha="center", va="bottom", fontsize=9)
        _days_axis(ax, days)
        ax.set_ylim(0, max(values) * 1.2)
        ax.set_ylabel("tokens")
    ax.set_title("Prefill tokens skipped (grafted from memory), per day")
    fig.tight_layout()
    return fig


def ttft(by_mode: dict[str, list[float]]):
    """Time to first token by mode: every answer as a dot, the median as a bar and printed (log scale)."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    modes = [m for m in MODES if by_mode.get(m)] + sorted(set(by_mode) - set(MODES))
    if not modes:
        _empty(ax, "answers")
    else:
        for i, mode in enumerate(modes):
            values = by_mode[mode]
            median = statistics.median(values)
            color = MODE_COLORS.get(mode, "#888888")
            ax.bar(i, median, color=color, width=0.6, alpha=0.5)
            ax.scatter([i] * len(values), values, color=color, s=10, zorder=3)
            ax.text(i, max(values) * 1.15, f"{median:.1f} ms (n={len(values)})", ha="center", va="bottom", fontsize=9)
        ax.set_xticks(range(len(modes)), modes)
        ax.set_yscale("log")
        top = max(max(v) for v in by_mode.values())
        ax.set_ylim(min(min(v) for v in by_mode.values()) / 2, top * 4)
        ax.set_ylabel("ms (log scale)")
    ax.set_title("Time to first token by mode (median)")
    fig.tight_layout()
    return fig


#: file stem -> (what it shows, the chart function, which series it takes)
CHARTS = {
    "hit-rate": ("answers by mode and memory hit rate, per day", hit_rate, "daily"),
    "tokens-saved": ("prefill tokens skipped, per day", tokens_saved, "daily"),
    "ttft-by-mode": ("time to first token by mode", ttft, "ttft"),
}


def figures(daily: list[dict], ttft_ms: dict[str, list[float]]) -> dict:
    """Every chart of :data:`CHARTS` as a matplotlib figure, by file stem."""
    series = {"daily": daily, "ttft": ttft_ms}
    return {stem: fn(series[kind]) for stem, (_, fn, kind) in CHARTS.items()}


def svg(fig) -> str:
    """``fig`` as an SVG document (text as ``<text>``, no date or random ids: the same figure, the same bytes)."""
    plt = _plt()
    buf = io.StringIO()
    with plt.rc_context({"svg.fonttype": "none", "svg.hashsalt": "kvmemory"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    plt.close(fig)
    text = buf.getvalue()
    return text[text.index("<svg"):]  # inline in a page: no XML prolog or doctype


def write_png(fig, path: Path, *, dpi: int = 120) -> Path:
    """Write ``fig`` as a PNG at ``path``."""
    plt = _plt()
    fig.savefig(path, format="png", dpi=dpi, metadata={"Software": None})
    plt.close(fig)
    return path
