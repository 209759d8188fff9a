// The boxes of every episode card's parts on the page: the card, its title, its date, the play
// badge on its picture and each of its text blocks (for card-row and overlap checks).
(() => {
  const box = element => {
    if (!element) return null;
    const r = element.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  };
  return [...document.querySelectorAll('.ep-card')].map(card => ({
    card: box(card),
    title: box(card.querySelector('.ep-card-title')),
    date: box(card.querySelector('.ep-card-meta time')),
    badge: box(card.querySelector('.play-badge')),
    texts: ['.ep-card-eyebrow', '.ep-card-title', '.ep-card-summary', '.ep-card-meta']
      .map(selector => card.querySelector(selector)).filter(Boolean)
      .map(element => ({name: element.className, box: box(element)}))
  }));
})()
