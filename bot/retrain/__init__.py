"""Retraining the DQN on people's games, and rolling it back (docs/retraining.md).

One run, stage by stage: :mod:`.data` reads the transitions no promoted version used yet,
:mod:`.run` fine-tunes on them (torch only then), :mod:`.gate` measures the candidate against the
serving version, :mod:`.promote` switches files and database in one crash-safe commit (and
:func:`~bot.retrain.promote.reconcile` repairs a commit cut short). :mod:`.rollback` makes the
previous version serve again; :mod:`.cli` is ``tttbot retrain`` / ``tttbot rollback``.

The running bot's side: :mod:`.runner` runs the command line in a child process, :mod:`.scheduler`
starts runs on a timer, :mod:`.control` is what the admin commands call. The serving version is
re-read from the manifest by its watcher (:func:`engine.agents.learned.manifest.watch`).

:mod:`.outcome` holds the values every stage shares (options, outcome, gate checks, errors);
:mod:`.files` the durable writes, the lock and the cleanup of what an interrupted run left.
"""
