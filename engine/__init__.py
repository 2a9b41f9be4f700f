"""tttbot's game engine: board, rules, exact solver, agents and evaluation.

Pure logic: no IO, no Discord, no database. ``engine.training`` is the only place that imports
torch; everything here runs on the standard library and numpy.
"""

from engine.agents import Agent, AgentSpec, available_agents, load_agent, register_agent
from engine.board import CELLS, LINES, Board, Mark
from engine.cells import parse_cell
from engine.errors import (
    CellOccupiedError,
    CellOutOfRangeError,
    CellParseError,
    GameOverError,
    IllegalMoveError,
    InvalidBoardError,
    TttError,
    UnknownAgentError,
    WeightsError,
)
from engine.solver import decision_positions, move_values, optimal_moves, reachable_positions, solve

__all__ = [
    "CELLS",
    "LINES",
    "Agent",
    "AgentSpec",
    "Board",
    "CellOccupiedError",
    "CellOutOfRangeError",
    "CellParseError",
    "GameOverError",
    "IllegalMoveError",
    "InvalidBoardError",
    "Mark",
    "TttError",
    "UnknownAgentError",
    "WeightsError",
    "available_agents",
    "decision_positions",
    "load_agent",
    "move_values",
    "optimal_moves",
    "parse_cell",
    "reachable_positions",
    "register_agent",
    "solve",
]
