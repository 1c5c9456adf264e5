"""Encryption between a host and its clients: a self-signed certificate, pinned by its fingerprint.

There is no certificate authority between playtesters, so the host makes its own
certificate once (kept in the settings folder) and its invitations carry the
certificate's SHA-256 fingerprint. A client checks that fingerprint right after
the TLS handshake and before it sends its token. Joining without a fingerprint
trusts the first certificate seen for that address and remembers it, as SSH
does; a changed certificate is refused afterwards. `cryptography` is needed only
once, to make the certificate; the connections use Python's own `ssl`.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import os
import ssl
from pathlib import Path

from game import paths

CERT_NAME = "host-cert.pem"
KEY_NAME = "host-key.pem"
KNOWN_NAME = "known_hosts.json"


class TrustError(Exception):
    """The host's certificate is not the one expected (a relay in between, or another host)."""


def write_private(path: Path, text: str | bytes) -> None:
    """Write owner-only (0600) and atomically: tokens and keys never sit readable by others, even
    for a moment, and a crash never leaves half a file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.fchmod(fd, 0o600)  # an old temp file of ours may have had another mode
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def fingerprint_of(der: bytes) -> str:
    """The SHA-256 of a certificate (DER), as lowercase hex: what invitations carry."""
    return hashlib.sha256(der).hexdigest()


def normal_fingerprint(text: str) -> str | None:
    """A fingerprint as a person may paste it ('AB:CD:...', 'sha256:abcd...'), or None if it is not one."""
    clean = text.strip().lower().removeprefix("sha256:").replace(":", "")
    if len(clean) != 64 or any(c not in "0123456789abcdef" for c in clean):
        return None
    return clean


def host_certificate(folder: Path | None = None) -> tuple[Path, Path, str]:
    """This machine's host certificate and key (made on first use), and the certificate's fingerprint."""
    folder = Path(folder) if folder is not None else paths.user_dir()
    cert, key = folder / CERT_NAME, folder / KEY_NAME
    if not (cert.is_file() and key.is_file()):
        _make_certificate(cert, key)
    der = ssl.PEM_cert_to_DER_cert(cert.read_text(encoding="ascii"))
    return cert, key, fingerprint_of(der)


def _make_certificate(cert: Path, key: Path) -> None:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Elemental Table host")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=3650))
        .sign(private, hashes.SHA256())
    )
    write_private(key, private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                             serialization.NoEncryption()))
    write_private(cert, certificate.public_bytes(serialization.Encoding.PEM))


def server_context(folder: Path | None = None) -> tuple[ssl.SSLContext, str]:
    """The host's TLS context and the fingerprint its invitations carry."""
    cert, key, fingerprint = host_certificate(folder)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context, fingerprint


def client_context() -> ssl.SSLContext:
    """No certificate authority is asked: the certificate is checked by its fingerprint instead
    (`check_peer`), before anything secret is sent."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def _known_file() -> Path:
    return paths.user_dir() / KNOWN_NAME


def known_hosts() -> dict[str, str]:
    try:
        raw = json.loads(_known_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in raw.items()} if isinstance(raw, dict) else {}


def remember(address: str, fingerprint: str) -> None:
    """Trust this certificate for this address from now on (an invitation's fingerprint, or the first seen)."""
    known = known_hosts()
    if known.get(address) == fingerprint:
        return
    known[address] = fingerprint
    try:
        write_private(_known_file(), json.dumps(known, indent=1, sort_keys=True))
    except OSError:
        return  # trust for this connection only; the next one asks again


def check_peer(address: str, der: bytes | None, expected: str | None) -> str:
    """The fingerprint of the certificate the host showed, if it is the one to trust; TrustError if not.

    `expected` is the invitation's fingerprint; without one, the certificate remembered for this
    address must match, and a first certificate is remembered (trust on first use).
    """
    if not der:
        raise TrustError(f"the host at {address} showed no certificate")
    seen = fingerprint_of(der)
    if expected is not None:
        if seen != expected:
            raise TrustError(f"the host at {address} is not the one invited (its certificate's fingerprint is "
                             f"{seen[:16]}..., the invitation says {expected[:16]}...): refused")
        remember(address, seen)
        return seen
    known = known_hosts().get(address)
    if known is not None and known != seen:
        raise TrustError(f"the host at {address} changed its certificate (fingerprint {seen[:16]}..., known "
                         f"{known[:16]}...): refused; if the host really changed, join with its invitation's "
                         "fingerprint")
    if known is None:
        remember(address, seen)
    return seen
