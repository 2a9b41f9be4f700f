"""The website application's shared objects, by typed key (aiohttp's ``AppKey``)."""

from __future__ import annotations

from typing import Final

from aiohttp import web

from bot.i18n.catalog import Catalog
from bot.web.cache import PageCache
from storage import Repository

REPOSITORY: Final = web.AppKey("repository", Repository)
"""The open database the pages read."""
CATALOG: Final = web.AppKey("catalog", Catalog)
"""The Fluent catalogs the pages are worded from."""
NONCE: Final = web.RequestKey("nonce", str)
"""This response's script nonce (its content security policy runs only that script)."""
PAGES: Final = web.AppKey("pages", PageCache)
"""The rendered pages kept a few seconds (:mod:`bot.web.cache`)."""
