"""One library at an S3 URL shared by several hosts: separate processes with separate local caches,
against a real S3-compatible server (moto's standalone server on 127.0.0.1, through s3fs).

Each host answers the others' deposits in recurring mode after a sync; a delete on one host is never
served by another after its next sync; 100 concurrent deposits from 4 processes: none lost; two hosts
depositing the same problem at once: one active entry each, and one delete removes it everywhere.
"""

from __future__ import annotations

import pytest

import _s3
from _hosts import Host

pytestmark = pytest.mark.slow  # several processes and hosts


@pytest.fixture(scope="module")
def s3():
    server = _s3.start()
    yield server
    server.stop()


def _keys(server, bucket, prefix):
    client = server.client()
    pages = client.get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix)
    return [o["Key"] for page in pages for o in page.get("Contents", [])]


def test_two_hosts_answer_each_others_deposits_and_deletes_reach_the_other(s3, tmp_path, tiny_model_dir):
    bucket = s3.bucket()
    url = f"s3://{bucket}/lib"
    a = Host(url, tmp_path / "a", tiny_model_dir, s3.env())
    b = Host(url, tmp_path / "b", tiny_model_dir, s3.env())
    try:
        da = a.call("deposit", problems=[["A", i] for i in range(5)])["acked"]
        db = b.call("deposit", problems=[["B", i] for i in range(5)])["acked"]
        # read-your-writes: a host answers its own deposit at once, with no sync
        assert a.call("answer", problem=["A", 0])["entries"] == [da[0]["sha"]]
        # another host sees it only after its next sync
        assert da[0]["sha"] not in b.call("answer", problem=["A", 0])["entries"]
        assert a.call("sync")["added"] == 5 and b.call("sync")["added"] == 5
        for host, acked in ((a, db), (b, da)):
            for ack in acked:
                r = host.call("answer", problem=[ack["tag"], ack["n"]])
                assert r["mode"] == "recurring" and r["entries"] == [ack["sha"]], r

        # both deposit the same problems at the same moment: two records each, one active entry per host
        for h in (a, b):
            h.send("deposit", problems=[["S", i] for i in range(3)])
        sa, sb = a.read()["acked"], b.read()["acked"]
        assert len(sa) == len(sb) == 3
        # each merges the other's three records (one listed into a folder it had listed before was read a sync late)
        assert a.call("sync")["records"] == 3 and b.call("sync")["records"] == 3
        for h in (a, b):
            problems = [e["problem"] for e in h.call("entries")["entries"]]
            assert len(problems) == 13 and len(set(problems)) == 13
        assert len(_keys(s3, bucket, "lib/entries/")) == 16  # 10 + 3 + 3 records: nothing overwritten

        # a delete on A, of B's deposits and of a problem both deposited, never served by B after its sync
        deleted = [a.call("delete", problem=["B", i])["deleted"] for i in range(2)]
        deleted.append(a.call("delete", problem=["S", 0])["deleted"])
        assert all(len(d) == 1 for d in deleted)
        report = b.call("sync")
        assert report["tombstones"] == 4 and report["removed"] == 3, report  # S0: one tombstone per record
        for problem, gone in ((["B", 0], db[0]["sha"]), (["B", 1], db[1]["sha"]), (["S", 0], sb[0]["sha"])):
            r = b.call("answer", problem=problem)
            assert r["mode"] != "recurring" and gone not in r["entries"], r
        assert b.call("answer", problem=["B", 2])["mode"] == "recurring"  # the rest untouched

        # a new host with a cold cache agrees: 13 - 3 active entries, and answers from the store
        c = Host(url, tmp_path / "c", tiny_model_dir, s3.env())
        try:
            assert c.ready["entries"] == 10
            r = c.call("answer", problem=["A", 3])
            assert r["mode"] == "recurring" and r["entries"] == [da[3]["sha"]]
        finally:
            c.close()
    finally:
        a.close()
        b.close()


def test_hundred_concurrent_deposits_from_four_processes_none_lost(s3, tmp_path, tiny_model_dir):
    bucket = s3.bucket()
    url = f"s3://{bucket}/lib"
    hosts = [Host(url, tmp_path / f"h{i}", tiny_model_dir, s3.env()) for i in range(4)]
    try:
        for i, h in enumerate(hosts):  # all four deposit at once
            h.send("deposit", problems=[[f"P{i}", n] for n in range(25)])
        acked = [ack for h in hosts for ack in h.read()["acked"]]
        assert len(acked) == 100
        want = {ack["sha"] for ack in acked}
        assert len(want) == 100
        for h in hosts:
            h.call("sync")
            have = {e["sha"] for e in h.call("entries")["entries"]}
            assert have == want, f"lost {len(want - have)}"
        names = {k.rsplit("/", 1)[-1].removesuffix(".safetensors") for k in _keys(s3, bucket, "lib/artifacts/")}
        assert want <= names and len(_keys(s3, bucket, "lib/entries/")) == 100
    finally:
        for h in hosts:
            h.close()
