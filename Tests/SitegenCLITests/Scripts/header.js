// The site header (HeaderBrowserTests): its height and row, the Menu button and, once it is
// pressed, the sections it opens; the sections' row, its fades and the current section.
(async () => {
  const frame = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  await frame();
  const header = document.querySelector('.site-header');
  const nav = document.querySelector('.site-nav'), menu = document.querySelector('.site-menu');
  const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
  const visible = e => {
    const r = e.getBoundingClientRect();
    return getComputedStyle(e).display !== 'none' && r.width > 0 && r.height > 0;
  };
  const fades = () => { const s = getComputedStyle(nav);
    return {left: parseFloat(s.getPropertyValue('--fl')) || 0, right: parseFloat(s.getPropertyValue('--fr')) || 0}; };
  const parts = [...header.querySelector('.site-header-inner').children].filter(visible);
  const current = nav.querySelector('[aria-current="page"]');
  const result = {
    height: header.getBoundingClientRect().height,
    pageWidth: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth,
    viewportHeight: window.innerHeight,
    middles: parts.map(e => { const r = e.getBoundingClientRect(); return Math.round(r.top + r.height / 2); }),
    menuVisible: !!menu && visible(menu), menuName: menu ? menu.getAttribute('aria-label') : null,
    navVisible: visible(nav), nav: box(nav), scrolls: nav.scrollWidth > nav.clientWidth + 1,
    scrollLeft: nav.scrollLeft, maxScroll: nav.scrollWidth - nav.clientWidth, fades: fades(),
    current: current && visible(nav) ? box(current) : null,
    linkTops: [...nav.querySelectorAll('a')].map(a => Math.round(a.getBoundingClientRect().top)),
    focusedVisible: []
  };
  if (result.menuVisible) {
    menu.click();
    await frame();
    result.opened = nav.matches(':popover-open');
    result.menuLinks = [...nav.querySelectorAll('a')].map(box);
    result.currentInMenu = current ? getComputedStyle(current).backgroundColor !== getComputedStyle(nav).backgroundColor : null;
    if (result.opened) nav.hidePopover();
    return result;
  }
  // A link focused from the keyboard is scrolled into view; a headless page that has no focus
  // itself does not scroll on focus(), so the script scrolls as the browser would.
  for (const link of nav.querySelectorAll('a')) {
    link.focus();
    link.scrollIntoView({block: 'nearest', inline: 'nearest'});
    await frame();
    const f = fades(), r = box(link), n = box(nav);
    result.focusedVisible.push(r.left >= n.left + f.left - 1 && r.right <= n.right - f.right + 1);
  }
  return result;
})()
