"""Kaiju & Mecha dice: the table scene (table.py), its display model (model.py) and the parts it is composed of."""
