// The left edges of an episode page's main blocks (issue 50: at most three at 1280 px): the
// site's title, the picture or video, the title block, the actions, the contents, the notes,
// the pager and the shelf after the article. Hidden blocks (the empty contents) are left out.
(() => {
  const blocks = {
    siteTitle: ".site-title", media: ".episode-media", header: ".episode-header", actions: ".episode-actions",
    contents: ".toc", notes: ".episode-body", pager: ".pager", shelfTitle: ".sg-more .section-title",
    shelfCard: ".sg-more .ep-card"
  };
  const lefts = {};
  for (const [name, selector] of Object.entries(blocks)) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    lefts[name] = Math.round(box.left * 10) / 10;
  }
  return {lefts, pageWidth: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth};
})()
