"""The browser tests' machinery: Debian's ``chromium`` driven by Playwright (launched by its
path: ``playwright install`` downloads browsers and is never used), a page that records what
went wrong on it, and axe-core (vendored in ``vendor/``, MPL-2.0) injected into a page.

Without ``chromium`` on the ``PATH`` these tests cannot run: each is skipped with that reason,
and ``tests/conftest.py`` names them at the end of the run; where ``CI`` is set they fail
instead (``.ci/run`` installs chromium first).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from devkit.website import DemoSite, demo_site

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
NO_CHROMIUM = "chromium is not installed (apt-get install chromium): the browser tests did not run"


def chromium_path() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        if os.environ.get("CI"):
            pytest.fail(NO_CHROMIUM)
        pytest.skip(NO_CHROMIUM)
    return found


@dataclass
class Troubles:
    """What went wrong on a page: console errors, failed requests, dialogs."""

    console: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def watch(self, page: Any) -> None:
        def console(message: Any) -> None:
            if message.type == "error":
                self.console.append(message.text)

        def response(answer: Any) -> None:
            if answer.status >= 400:
                self.failed.append(f"{answer.url}: {answer.status}")

        page.on("console", console)
        page.on("pageerror", lambda e: self.console.append(str(e)))
        page.on("requestfailed", lambda r: self.failed.append(f"{r.url}: {r.failure}"))
        page.on("response", response)

        async def dismiss(dialog: Any) -> None:
            self.dialogs.append(dialog.message)
            await dialog.dismiss()

        page.on("dialog", dismiss)


@pytest.fixture
async def site(tmp_path: Path) -> AsyncIterator[DemoSite]:
    async with demo_site(tmp_path / "demo.db") as running:
        yield running


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    path = chromium_path()
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=path, args=["--no-sandbox", "--disable-gpu"]
        )
        try:
            yield launched
        finally:
            await launched.close()


async def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on ``page`` (injected through the
    debugger, which the page's content security policy does not govern)."""
    await page.evaluate(AXE.read_text())
    result = await page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]
