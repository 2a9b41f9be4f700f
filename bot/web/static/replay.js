// The replay's steps in place: the left and right arrow keys and the Start, Back, Next and
// End links show another step without loading a page, and keep its address (?ply=N).
(() => {
  const steps = [...document.querySelectorAll("section.step")];
  let shown = steps.findIndex((s) => !s.hidden);
  function show(n, role) {
    n = Math.max(0, Math.min(steps.length - 1, n));
    if (n === shown) return;
    steps[shown].hidden = true;
    steps[n].hidden = false;
    shown = n;
    history.replaceState(null, "", "?ply=" + n);
    const again = role && steps[n].querySelector('a[data-role="' + role + '"]');
    if (again) again.focus();
  }
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest("input, textarea")) return;
    if (e.key === "ArrowLeft") show(shown - 1);
    else if (e.key === "ArrowRight") show(shown + 1);
    else return;
    e.preventDefault();
  });
  document.addEventListener("click", (e) => {
    const link = e.target.closest("a[data-ply]");
    if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    show(Number(link.dataset.ply), link.dataset.role);
  });
})();
