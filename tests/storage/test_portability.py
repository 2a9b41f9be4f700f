"""Nothing SQLite-only: the schema and the hot statements compile for PostgreSQL too."""

from __future__ import annotations

import io

from alembic import command
from sqlalchemy.dialects import postgresql

import storage.repos.count_reads as count_reads
import storage.repos.game_statements as game_statements
import storage.repos.results as results
from storage.migrate import alembic_config


def test_the_migrations_render_postgresql_ddl() -> None:
    config = alembic_config()
    config.set_main_option("sqlalchemy.url", "postgresql+asyncpg://u@localhost/tttbot")
    out = io.StringIO()
    config.output_buffer = out
    command.upgrade(config, "head", sql=True)  # offline: SQL text, no server needed
    sql = out.getvalue()
    assert "CREATE TABLE games" in sql and "CREATE TABLE transitions" in sql
    assert "PRAGMA" not in sql and "_alembic_tmp" not in sql  # no SQLite batch copies


def test_the_repositorys_prebuilt_statements_compile_for_postgresql() -> None:
    dialect = postgresql.dialect()
    statements = [
        value
        for module in (game_statements, results, count_reads)
        for name, value in vars(module).items()
        if name.isupper() and hasattr(value, "compile")
    ]
    statements.append(count_reads.count_reads_statement())  # built on first use
    assert len(statements) >= 10
    compiled = {str(s.compile(dialect=dialect)) for s in statements}
    assert any("FOR UPDATE" in sql for sql in compiled)  # the stats read locks its rows
    assert not any("PRAGMA" in sql or "INSERT OR" in sql for sql in compiled)
