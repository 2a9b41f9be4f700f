"""SQLAlchemy's asyncio engine (``AsyncEngine``, ``AsyncConnection``) without its ORM session.

``sqlalchemy.ext.asyncio``'s package ``__init__`` imports ``AsyncSession``, and with it the whole
ORM: 52 ms of a 0.4 s start for a project that uses no ORM (:mod:`storage.models`
declares tables). The engine itself lives in the submodule ``sqlalchemy.ext.asyncio.engine``,
which needs no ORM, but Python runs a package's ``__init__`` before any of its submodules.

So, unless something imported it already, the package is registered in ``sys.modules`` with
its ``__init__`` not yet run: its submodules import as usual, and the ``__init__`` runs, whole,
the first time anyone reads a name from the package itself (``from sqlalchemy.ext.asyncio
import AsyncSession`` still works, and pays for the ORM then). Every module of :mod:`storage`
imports the engine from here.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType
from typing import Any, Final

PACKAGE: Final = "sqlalchemy.ext.asyncio"


def defer_package_init() -> None:
    """Register :data:`PACKAGE` without running its ``__init__`` until a name is read from it
    (PEP 562's module ``__getattr__``); nothing to do if it was imported already."""
    if PACKAGE in sys.modules:
        return
    import sqlalchemy.ext

    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or spec.loader is None:  # pragma: no cover - SQLAlchemy always has it
        return
    package = importlib.util.module_from_spec(spec)
    loader = spec.loader

    def complete(name: str) -> Any:
        """The first name read from the package: run its ``__init__``, then answer. A
        submodule not imported yet is not such a name: the import system asks for it before
        importing it (``from . import exc``)."""
        if importlib.util.find_spec(f"{PACKAGE}.{name}") is not None:
            raise AttributeError(name)
        del package.__getattr__
        loader.exec_module(package)
        return _attribute(package, name)

    package.__getattr__ = complete  # type: ignore[method-assign]  # PEP 562, on a module
    sys.modules[PACKAGE] = package
    sqlalchemy.ext.asyncio = package


def _attribute(package: ModuleType, name: str) -> Any:
    try:
        return package.__dict__[name]
    except KeyError:
        raise AttributeError(f"module {PACKAGE!r} has no attribute {name!r}") from None


defer_package_init()

# isort: split
from sqlalchemy.ext.asyncio.engine import (  # noqa: E402
    AsyncConnection as AsyncConnection,
)
from sqlalchemy.ext.asyncio.engine import (  # noqa: E402
    AsyncEngine as AsyncEngine,
)
from sqlalchemy.ext.asyncio.engine import (  # noqa: E402
    create_async_engine as create_async_engine,
)
