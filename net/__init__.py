"""Play across machines: a host serves the authoritative match; clients join a seat (docs/protocol.md)."""
