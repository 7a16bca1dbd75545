"""Counting and listing questions over policy tables, computed in code (seed 002)."""

from bot.tables.facts import table_facts
from bot.tables.query import TableQuestion, read_question
from bot.tables.route import answer_table_question
from bot.tables.table import Table, parse_table

__all__ = ["Table", "TableQuestion", "answer_table_question", "parse_table", "read_question", "table_facts"]
