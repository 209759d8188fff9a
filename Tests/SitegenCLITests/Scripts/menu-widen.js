// The phone's Menu (HeaderBrowserTests): the page in a 375 px frame, its Menu opened, then the
// frame widened past 700 px: the sections' popover closes and they are in the header's row.
(async () => {
  const frame = w => new Promise(r => w.requestAnimationFrame(() => w.requestAnimationFrame(r)));
  const holder = document.createElement('iframe');
  holder.style.cssText = 'width:375px;height:600px;border:0';
  const loaded = new Promise(r => holder.addEventListener('load', r, {once: true}));
  // A copy of the page (srcdoc shares the page's origin, which a file:// frame would not).
  holder.srcdoc = '<!DOCTYPE html>' + document.documentElement.outerHTML;
  document.body.append(holder);
  await loaded;
  const w = holder.contentWindow, d = holder.contentDocument;
  await frame(w);
  const nav = d.querySelector('.site-nav'), menu = d.querySelector('.site-menu');
  menu.click();
  await frame(w);
  const opened = nav.matches(':popover-open');
  holder.style.width = '1000px';
  await frame(w);
  await frame(w);
  const header = d.querySelector('.site-header').getBoundingClientRect();
  const row = nav.getBoundingClientRect();
  return {opened, openAfter: nav.matches(':popover-open'),
          inHeader: row.top >= header.top && row.bottom <= header.bottom && row.width > 0};
})()
