"""Access to the loopback fakes and benchmark harnesses, which are not part of the shipped package.

They live in `tests/support/` of a source checkout (with the `dev` extra installed for their
dependencies, e.g. `websockets`). Benchmark commands load them through `devtools()`, which says
plainly what is missing instead of failing with a bare ImportError.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

NEEDS_DEV = (
    "this command needs the test fakes from a source checkout with the dev extra: "
    "run it from the repository after `pip install -e '.[dev]'`"
)


class DevtoolsMissing(RuntimeError):
    """The fakes or their dev-only dependencies are not installed."""


def devtools(module: str) -> ModuleType:
    """`tests.support.<module>`, importable from an editable install even outside the checkout."""
    name = f"tests.support.{module}"
    root = Path(__file__).resolve().parent.parent.parent
    if (root / "tests" / "support").is_dir() and str(root) not in sys.path:
        sys.path.append(str(root))
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        raise DevtoolsMissing(f"{NEEDS_DEV} (missing: {exc.name})") from None
