"""`stridelab kernel` under jupyter_client and nbclient, the libraries Jupyter's own
frontends use: kernel_info, cells compared with what `stridelab --plain -c CODE` prints,
errors, completion, inspection, is_complete, interrupts (signal and message), shutdown
(control and shell), and a notebook run by nbclient.

Usage: test_kernel.py PATH/TO/stridelab   (run.sh sets up the venv and the kernel spec)
"""

import subprocess
import sys
import time
import traceback

import nbformat
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

STRIDELAB = sys.argv[1] if len(sys.argv) > 1 else "target/release/stridelab"
KERNEL = "stridelab"
TIMEOUT = 30


def plain(code):
    """What plain mode prints for `code` (NumPy's and Python's own text), in a fresh
    session where numpy is imported as np (the kernel's session has it from earlier cells)."""
    r = subprocess.run([STRIDELAB, "--plain", "-c", "import numpy as np\n" + code], capture_output=True, text=True, timeout=TIMEOUT)
    return r.stdout + r.stderr


def start():
    km = KernelManager(kernel_name=KERNEL)
    km.start_kernel()
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=TIMEOUT)
    return km, kc


def shell_reply(kc, msg_id):
    while True:
        m = kc.get_shell_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") == msg_id:
            return m


def outputs_of(kc, msg_id):
    """iopub messages of one request until its idle status, as (msg_type, content)."""
    out = []
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") != msg_id:
            continue
        if m["msg_type"] == "status":
            if m["content"]["execution_state"] == "idle":
                return out
            continue
        out.append((m["msg_type"], m["content"]))


def run(kc, code):
    msg_id = kc.execute(code)
    reply = shell_reply(kc, msg_id)
    return reply["content"], outputs_of(kc, msg_id)


def stdout_of(outs):
    return "".join(c["text"] for t, c in outs if t == "stream" and c["name"] == "stdout")


def result_of(outs):
    results = [c for t, c in outs if t == "execute_result"]
    assert len(results) <= 1, results
    return results[0]["data"]["text/plain"] if results else None


# Cells whose only expression statement is the last, so what plain mode prints is exactly
# the stdout stream followed by the execute_result.
PLAIN_CELLS = [
    "import numpy as np\nx = np.arange(12).reshape(3, 4)\nx[:, ::2]",
    "print(np.arange(5).strides)\nnp.arange(6.0).reshape(2, 3).T",
    "a = np.zeros((2, 3), dtype=np.int32)\nfor i in range(3):\n    print(i, end=' ')\nprint()\na.strides",
    "from numpy.lib.stride_tricks import sliding_window_view\nw = sliding_window_view(np.arange(6), 3)\nw",
    "b = np.arange(8)\nnp.shares_memory(b[::2], b[1::2]), b[::2].base is b",
    "print('no value')\nn = 5",
    "'text'",
    "np.float64(0.1) + np.float64(0.2)",
]


def test_kernel_info(km, kc):
    info = kc.kernel_info(reply=True, timeout=TIMEOUT)["content"]
    assert info["status"] == "ok", info
    assert info["protocol_version"] == "5.3", info
    assert info["implementation"] == "stridelab", info
    assert info["language_info"]["name"] == "python", info
    assert info["language_info"]["file_extension"] == ".py", info
    assert kc.hb_channel.is_beating()
    assert kc.history(reply=True, timeout=TIMEOUT)["content"] == {"status": "ok", "history": []}
    assert kc.comm_info(reply=True, timeout=TIMEOUT)["content"]["comms"] == {}


def test_cells_match_plain_mode(km, kc):
    counts = []
    for code in PLAIN_CELLS:
        reply, outs = run(kc, code)
        assert reply["status"] == "ok", (code, reply)
        counts.append(reply["execution_count"])
        result = result_of(outs)
        got = stdout_of(outs) + (result + "\n" if result is not None else "")
        want = plain(code)
        assert got == want, f"{code!r}:\nkernel: {got!r}\nplain:  {want!r}"
        inputs = [c for t, c in outs if t == "execute_input"]
        assert inputs == [{"code": code, "execution_count": reply["execution_count"]}], inputs
    assert counts == list(range(counts[0], counts[0] + len(counts))), counts


def test_only_the_last_value_is_shown(km, kc):
    reply, outs = run(kc, "1\n2\n3")
    assert result_of(outs) == "3", outs
    reply, outs = run(kc, "None")
    assert result_of(outs) is None, outs
    # silent: nothing on iopub, and the count does not move
    before = run(kc, "0")[0]["execution_count"]
    msg_id = kc.execute("print('hidden')\n1", silent=True)
    assert shell_reply(kc, msg_id)["content"]["status"] == "ok"
    assert outputs_of(kc, msg_id) == []
    assert run(kc, "0")[0]["execution_count"] == before + 1


def test_rich_displays(km, kc):
    reply, outs = run(kc, "import numpy as np\nv = np.arange(6)\nu = v[::2]")
    notes = [c["data"]["text/plain"] for t, c in outs if t == "display_data"]
    assert any(n.startswith("# v  int64 (6,)") for n in notes), outs
    assert any(n.startswith("# u  int64 (3,)  strides (16,)") and "view of v" in n for n in notes), outs
    reply, outs = run(kc, "mem(v, u)")
    assert reply["status"] == "ok", reply
    shown = [c["data"] for t, c in outs if t == "display_data"]
    assert shown and all("text/plain" in d for d in shown), outs
    assert "buffer b" in shown[0]["text/plain"], shown
    # mem draws its display: the picture, with the same display as text beside it
    pictures = [d for d in shown if "image/svg+xml" in d]
    assert pictures, shown
    for d in pictures:
        assert d["image/svg+xml"].lstrip().startswith(("<svg", "<?xml")), d
        assert d["text/plain"].startswith("buffer b"), d
    assert stdout_of(outs) == "", outs


def test_errors(km, kc):
    code = "import numpy as np\nx = np.arange(3)\nx[5]"
    reply, outs = run(kc, code)
    assert reply["status"] == "error", reply
    want = plain(code).strip()
    assert f"{reply['ename']}: {reply['evalue']}" == want, (reply, want)
    errors = [c for t, c in outs if t == "error"]
    assert len(errors) == 1 and errors[0]["ename"] == "IndexError", outs
    assert errors[0]["traceback"][-1] == want, errors
    # the error stops the cell: the statement after it does not run
    reply, outs = run(kc, "y = 1\nundefined_name_here\ny = 2")
    assert (reply["ename"], reply["evalue"]) == ("NameError", "name 'undefined_name_here' is not defined"), reply
    assert result_of(run(kc, "y")[1]) == "1"
    # CPython's words for a ZeroDivisionError, as plain mode prints them
    reply, _ = run(kc, "1 // 0")
    assert f"{reply['ename']}: {reply['evalue']}" == plain("1 // 0").strip(), reply
    # a syntax error runs nothing
    reply, outs = run(kc, "zz_syntax = 1\nzz_syntax = (")
    assert reply["ename"] == "SyntaxError", reply
    assert [t for t, _ in outs] == ["execute_input", "error"], outs
    assert run(kc, "zz_syntax")[0]["ename"] == "NameError"


def test_complete_inspect_is_complete(km, kc):
    code = "np.arr"
    m = kc.complete(code, len(code), reply=True, timeout=TIMEOUT)["content"]
    assert m["status"] == "ok", m
    offered = [code[: m["cursor_start"]] + s + code[m["cursor_end"]:] for s in m["matches"]]
    assert "np.array" in offered, m
    code = "vv_long = 1\nvv_l"
    run(kc, "vv_long = 1")
    m = kc.complete(code, len(code), reply=True, timeout=TIMEOUT)["content"]
    assert "vv_long" in m["matches"], m
    r = kc.inspect("np.reshape", 10, reply=True, timeout=TIMEOUT)["content"]
    assert r["status"] == "ok" and r["found"], r
    assert "reshape" in r["data"]["text/plain"], r
    r = kc.inspect("not_a_name_at_all", 5, reply=True, timeout=TIMEOUT)["content"]
    assert not r["found"], r
    # (the client's is_complete() returns the request's id, not the reply)
    is_complete = lambda code: shell_reply(kc, kc.is_complete(code))["content"]
    r = is_complete("for i in range(3):")
    assert r["status"] == "incomplete" and r["indent"] == "    ", r
    assert is_complete("for i in range(3):\n    print(i)")["status"] == "incomplete"
    assert is_complete("for i in range(3):\n    print(i)\n")["status"] == "complete"
    assert is_complete("x = 1")["status"] == "complete"
    assert is_complete("x = )")["status"] == "invalid"


def interrupted_loop(kc, interrupt):
    msg_id = kc.execute("n = 0\nwhile True:\n    n += 1")
    # wait until the cell runs (its execute_input is out), then interrupt it
    while True:
        m = kc.get_iopub_msg(timeout=TIMEOUT)
        if m["parent_header"].get("msg_id") == msg_id and m["msg_type"] == "execute_input":
            break
    time.sleep(0.5)
    interrupt()
    reply = shell_reply(kc, msg_id)["content"]
    assert reply["status"] == "error" and reply["ename"] == "KeyboardInterrupt", reply
    outputs_of(kc, msg_id)
    # the kernel survives, and the loop's work is there
    reply, outs = run(kc, "n > 0, 1 + 1")
    assert reply["status"] == "ok" and result_of(outs) == "(True, 2)", (reply, outs)


def test_interrupt_by_signal(km, kc):
    # the kernel spec's interrupt_mode is "signal": jupyter_client sends SIGINT
    interrupted_loop(kc, km.interrupt_kernel)


def test_interrupt_by_message(km, kc):
    def by_message():
        msg = kc.session.msg("interrupt_request", {})
        kc.control_channel.send(msg)
        reply = kc.control_channel.get_msg(timeout=TIMEOUT)
        assert reply["msg_type"] == "interrupt_reply" and reply["content"]["status"] == "ok", reply

    interrupted_loop(kc, by_message)


def test_notebook_with_nbclient(km, kc):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": KERNEL, "display_name": "stridelab (NumPy memory)", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell("import numpy as np\nx = np.arange(6)\nv = x[::2]"),
        nbformat.v4.new_code_cell("print(x.strides)\nx.reshape(2, 3)"),
        nbformat.v4.new_code_cell("info(x)"),
        nbformat.v4.new_code_cell("x[10]"),
    ]
    import os
    import tempfile

    page = os.path.join(tempfile.mkdtemp(), "session.html")
    nb.cells.append(nbformat.v4.new_code_cell(f"%export {page}"))
    nb.cells.append(nbformat.v4.new_code_cell(f"%export {page}"))
    NotebookClient(nb, kernel_name=KERNEL, timeout=TIMEOUT, allow_errors=True).execute()
    # the notebook's session as one page, with its pictures; never over a file unless told
    with open(page) as f:
        html = f.read()
    assert "<svg" in html and "&gt;&gt;&gt; x[10]" in html and "IndexError: index 10" in html, html
    # nbclient starts a kernel of its own: the page holds this notebook's 7 statements
    assert nb.cells[4].outputs[0].data["text/plain"] == f"exported 7 statements to {page}", nb.cells[4].outputs
    assert nb.cells[5].outputs[0].text.startswith(f"'{page}' already exists: not overwritten"), nb.cells[5].outputs
    nb.cells = nb.cells[:4]
    out = [c.outputs for c in nb.cells]
    # a new array: its summary line; a view: its summary line, then a picture of its memory
    assert [o.output_type for o in out[0]] == ["display_data", "display_data", "display_data"], out[0]
    assert out[0][0].data["text/plain"].startswith("# x  int64 (6,)"), out[0]
    assert out[0][1].data["text/plain"].startswith("# v  int64 (3,)"), out[0]
    assert out[0][2].data["image/svg+xml"].startswith("<svg"), out[0]
    assert out[0][2].data["text/plain"].startswith("buffer b1: 48 bytes = 6 cells of int64"), out[0]
    assert [o.output_type for o in out[1]] == ["stream", "execute_result"], out[1]
    assert out[1][0].text == "(8,)\n", out[1]
    assert out[1][1].data["text/plain"] == "array([[0, 1, 2],\n       [3, 4, 5]])", out[1]
    assert out[1][1].execution_count == 2 == nb.cells[1].execution_count, out[1]
    assert out[2] and out[2][0].output_type == "display_data" and "x" in out[2][0].data["text/plain"], out[2]
    assert [o.output_type for o in out[3]] == ["error"], out[3]
    assert (out[3][0].ename, out[3][0].evalue) == ("IndexError", "index 10 is out of bounds for axis 0 with size 6"), out[3]
    nbformat.validate(nb)


def lesson_tasks(path):
    """Each task of a lesson file, in order: (its answer, its wrong: answers)."""
    tasks, block = [], None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line == "```task":
                block = {"answer": [], "wrong": []}
            elif line == "```" and block is not None:
                tasks.append(("\n".join(block["answer"]), block["wrong"]))
                block = None
            elif block is not None:
                for key in ("answer", "wrong"):
                    if line.startswith(key + ": "):
                        block[key].append(line[len(key) + 2:])
    return tasks


def test_lesson_notebooks_check_answers(km, kc):
    # `stridelab lesson N --notebook` as a learner gets it, run by nbclient with each task
    # cell answered wrong first (every known-wrong answer), then right
    import os
    import tempfile

    for n, path in [(1, "lessons/01-arrays.md"), (4, "lessons/04-sliding-windows.md")]:
        file = os.path.join(tempfile.mkdtemp(), f"lesson{n}.ipynb")
        subprocess.run([STRIDELAB, "lesson", str(n), "--notebook", file], check=True, capture_output=True, timeout=TIMEOUT)
        nb = nbformat.read(file, as_version=4)
        nbformat.validate(nb)
        assert nb.metadata["kernelspec"]["name"] == KERNEL
        tasks = iter(lesson_tasks(path))
        cells, tried = [], []
        for c in nb.cells:
            if c.cell_type == "code" and c.source.startswith("%task "):
                head = c.source.split("\n")[0]
                answer, wrongs = next(tasks)
                for w in wrongs:
                    tried.append(("wrong", len(cells)))
                    cells.append(nbformat.v4.new_code_cell(head + "\n" + w))
                tried.append(("answer", len(cells)))
                c.source = head + "\n" + answer
            cells.append(c)
        nb.cells = cells
        NotebookClient(nb, kernel_name=KERNEL, timeout=TIMEOUT, allow_errors=True).execute()
        assert next(tasks, None) is None, "a task of the lesson has no %task cell"
        for kind, i in tried:
            texts = [o.data.get("text/plain", "") for o in nb.cells[i].outputs if o.output_type == "display_data"]
            if kind == "answer":
                assert "Correct." in texts, (n, nb.cells[i].source, nb.cells[i].outputs)
            else:
                assert "Correct." not in texts, (n, nb.cells[i].source, nb.cells[i].outputs)
                raised = any(o.output_type == "error" for o in nb.cells[i].outputs)
                assert raised or any(t.startswith("Not yet: ") for t in texts), (n, nb.cells[i].source, nb.cells[i].outputs)
        # the lesson's teaching commands draw: mem(...) shows a picture
        pictures = [o for c in nb.cells if c.cell_type == "code" and "mem(" in c.source for o in c.outputs if "image/svg+xml" in o.get("data", {})]
        assert pictures, f"lesson {n}: no picture from mem()"


def test_shutdown_on_shell(km, kc):
    # a second kernel, stopped by a shutdown_request on shell: it answers and exits by itself
    km2, kc2 = start()
    msg = kc2.session.msg("shutdown_request", {"restart": False})
    kc2.shell_channel.send(msg)
    reply = shell_reply(kc2, msg["header"]["msg_id"])
    assert reply["content"] == {"status": "ok", "restart": False}, reply
    exited_by_itself(km2)
    kc2.stop_channels()


def test_exits_with_its_parent(km, kc):
    # a notebook server killed outright: its kernel notices and exits
    child = (
        "import os, sys\n"
        "from jupyter_client.manager import KernelManager\n"
        f"km = KernelManager(kernel_name={KERNEL!r})\n"
        "km.start_kernel()\n"
        "print(km.provisioner.process.pid, flush=True)\n"
        "os._exit(0)\n"
    )
    out = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=TIMEOUT)
    pid = int(out.stdout.split()[0])
    deadline = time.time() + 10
    while running(pid) and time.time() < deadline:
        time.sleep(0.1)
    assert not running(pid), f"kernel {pid} outlived its parent"


def running(pid):
    """Whether process `pid` exists and is not a zombie waiting to be reaped."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def exited_by_itself(km):
    proc = km.provisioner.process
    deadline = time.time() + 10
    while proc.poll() is None and time.time() < deadline:
        time.sleep(0.05)
    assert proc.poll() == 0, f"the kernel did not exit cleanly: {proc.poll()}"


def main():
    km, kc = start()
    tests = [v for k, v in globals().items() if k.startswith("test_")]
    passed = failed = 0
    for t in tests:
        try:
            t(km, kc)
            passed += 1
            print(f"ok      {t.__name__}")
        except Exception:
            failed += 1
            print(f"FAILED  {t.__name__}")
            traceback.print_exc()
    # shutdown on control (what the notebook server's "Shut down kernel" sends)
    try:
        kc.shutdown()
        exited_by_itself(km)
        passed += 1
        print("ok      test_shutdown_on_control")
    except Exception:
        failed += 1
        print("FAILED  test_shutdown_on_control")
        traceback.print_exc()
    kc.stop_channels()
    if km.is_alive():
        km.shutdown_kernel(now=True)
    print(f"kernel: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
