"""The game service, split by use case: :mod:`.service` (the one :class:`GameService`),
:mod:`.errors` (every refusal), :mod:`.values` (what the fronts show), and the use cases
:mod:`.games`, :mod:`.duels`, :mod:`.standings`, :mod:`.server_settings`, :mod:`.agents` over
:mod:`.core`. Import from the module that defines a name; this package re-exports nothing."""
