"""Random valid layout files (seeded)."""
import random


def r2(x):
    return round(x, 2)


class Gen:
    def __init__(self, seed, risky=True):
        self.R = random.Random(seed)
        self.risky = risky
        self.feat = set()

    def ch(self, *xs):
        return self.R.choice(xs)

    def p(self, prob):
        return self.R.random() < prob

    # ---- values
    def insets(self, maxv=24, allow_number=True):
        R = self.R
        if allow_number and self.p(0.3):
            return R.randint(0, maxv)
        d = {}
        for k in ("top", "leading", "bottom", "trailing"):
            if self.p(0.5):
                d[k] = R.randint(0, maxv)
        return d

    def spacing(self, allow_flex=True):
        R = self.R
        c = R.random()
        if c < 0.25:
            return R.randint(0, 20)
        if c < 0.7 or not allow_flex:
            return "fixed(%d)" % R.randint(0, 20)
        self.feat.add("flexibleSpacing")
        return "flexible(%d)" % R.randint(0, 20)

    def dim_group_width(self, top):
        R = self.R
        c = R.random()
        if c < 0.65:
            return "fractionalWidth(%s)" % (1 if self.p(0.5) else r2(R.uniform(0.3, 1)))
        if c < 0.85:
            return "absolute(%d)" % R.randint(60, 600)
        if c < 0.93 and not top:
            return "fractionalHeight(%s)" % r2(R.uniform(0.3, 1.5))
        self.feat.add("estimatedWidth")
        return "estimated(%d)" % R.randint(60, 400)

    def dim_group_height(self, top):
        R = self.R
        c = R.random()
        if c < 0.35:
            return "absolute(%d)" % R.randint(40, 320)
        if c < 0.55:
            return "fractionalWidth(%s)" % r2(R.uniform(0.1, 1.2))
        if c < 0.75:
            if top:
                self.feat.add("sectionFractionalHeight")
                return "fractionalHeight(%s)" % r2(R.uniform(0.05, 0.5))
            return "fractionalHeight(%s)" % (1 if self.p(0.5) else r2(R.uniform(0.2, 1)))
        self.feat.add("estimatedHeight")
        if self.p(0.3):
            return "uniformAcrossSiblings(%d)" % R.randint(40, 300)
        return "estimated(%d)" % R.randint(40, 300)

    def dim_item(self, axis):
        """axis: 'w' or 'h'."""
        R = self.R
        c = R.random()
        if axis == "w":
            if c < 0.55:
                return "fractionalWidth(%s)" % self.ch(1, 0.5, 0.25, 0.333, r2(R.uniform(0.1, 1)))
            if c < 0.75:
                return "absolute(%d)" % R.randint(20, 300)
            if c < 0.87:
                return "fractionalHeight(%s)" % r2(R.uniform(0.2, 1))
            self.feat.add("estimatedWidth")
            return "estimated(%d)" % R.randint(30, 200)
        if c < 0.5:
            return "fractionalHeight(%s)" % self.ch(1, 1, 0.5, r2(R.uniform(0.1, 1)))
        if c < 0.7:
            return "absolute(%d)" % R.randint(20, 200)
        if c < 0.85:
            return "fractionalWidth(%s)" % r2(R.uniform(0.1, 1))
        self.feat.add("estimatedHeight")
        if self.p(0.3):
            return "uniformAcrossSiblings(%d)" % R.randint(20, 200)
        return "estimated(%d)" % R.randint(20, 200)

    def edges(self):
        d = {}
        for k in ("leading", "top", "trailing", "bottom"):
            if self.p(0.35):
                if self.p(0.5):
                    d[k] = "flexible(%d)" % self.R.randint(0, 8)
                    self.feat.add("flexibleEdge")
                else:
                    d[k] = "fixed(%d)" % self.R.randint(0, 12) if self.p(0.7) else self.R.randint(0, 12)
        return d

    def item(self, with_edges):
        it = {"size": {"width": self.dim_item("w"), "height": self.dim_item("h")}}
        if self.p(0.4):
            it["contentInsets"] = self.insets(8)
            self.feat.add("itemInsets")
        if with_edges and self.p(0.3):
            e = self.edges()
            if e:
                it["edgeSpacing"] = e
                self.feat.add("edgeSpacing")
        return {"item": it}

    def group(self, depth, top=False):
        R = self.R
        kind = "custom" if (self.p(0.1) and not top or self.p(0.05)) else self.ch("horizontal", "horizontal", "vertical")
        g = {"size": {"width": self.dim_group_width(top) if not top or self.p(0.8) else "fractionalWidth(1)",
                      "height": self.dim_group_height(top)}}
        if top and not self.p(0.85):
            g["size"]["width"] = "absolute(%d)" % R.randint(100, 500)
        if self.p(0.3):
            g["contentInsets"] = self.insets(16)
            self.feat.add("groupInsets")
        if kind == "custom":
            self.feat.add("custom")
            frames = []
            for _ in range(R.randint(1, 4)):
                x, y = r2(R.uniform(0, 0.7)), r2(R.uniform(0, 0.7))
                frames.append({"x": x, "y": y, "width": r2(R.uniform(0.1, 1 - x)), "height": r2(R.uniform(0.1, 1 - y))})
            g["frames"] = frames
            return {"custom": g}
        mode = self.ch("fill", "fill", "count", "count", "repeat")
        self.feat.add(mode)
        has_flex_spacing = False
        if self.p(0.6):
            sp = self.spacing(allow_flex=(mode == "fill") or (self.risky and self.p(0.2)))
            g["interItemSpacing"] = sp
            has_flex_spacing = isinstance(sp, str) and sp.startswith("flexible")

        def child():
            if depth < 3 and self.p(0.25):
                self.feat.add("nested")
                return self.group(depth + 1)
            # edges: fill mode only (count/repeat edges are ambiguous), not with flexible spacing
            with_edges = (mode == "fill" and not has_flex_spacing) or (self.risky and self.p(0.1))
            return self.item(with_edges)
        if mode == "fill":
            g["subitems"] = [child() for _ in range(R.randint(1, 3))]
        else:
            g["subitem" if mode == "count" else "repeatingSubitem"] = child()
            g["count"] = R.randint(1, 5)
        return {kind: g}

    def boundary(self, layout_wide=False):
        R = self.R
        kinds = ["header", "footer", "spacer", "title", "badge"]
        out = []
        for _ in range(R.randint(1, 4)):
            b = {"kind": self.ch(*kinds),
                 "size": {"width": self.ch("fractionalWidth(1)", "fractionalWidth(%s)" % r2(R.uniform(0.2, 1)),
                                           "absolute(%d)" % R.randint(40, 400)),
                          "height": "absolute(%d)" % R.randint(10, 80) if self.p(0.8) else "estimated(%d)" % R.randint(10, 80)},
                 "alignment": self.ch("top", "top", "topLeading", "topTrailing", "bottom", "bottom", "bottomLeading", "bottomTrailing")}
            if self.p(0.3):
                b["contentInsets"] = self.insets(10)
                self.feat.add("boundaryInsets")
            if self.p(0.2):
                b["pinToVisibleBounds"] = True
            out.append(b)
        self.feat.add("layoutBoundary" if layout_wide else "boundary")
        return out

    def width_range(self):
        R = self.R
        a = R.randint(300, 1400)
        b = a + R.randint(0, 600)
        return self.ch("..<%d" % a, "%d..." % a, "%d...%d" % (a, b), "%d..<%d" % (a, b + 1))

    def when(self):
        w = {}
        if self.p(0.75):
            w["width"] = self.width_range()
        if not w or self.p(0.3):
            w["sizeClass"] = self.ch("compact", "regular")
        return w

    def section_keys(self, full):
        R = self.R
        s = {}
        if full or self.p(0.5):
            s["group"] = self.group(0, top=True)
        if full and self.p(0.7) or not full and self.p(0.3):
            s["contentInsets"] = self.insets(30)
        if full and self.p(0.6) or not full and self.p(0.3):
            s["interGroupSpacing"] = R.randint(0, 30)
        if self.p(0.2 if full else 0.1):
            s["orthogonalScrollingBehavior"] = self.ch("continuous", "continuousGroupLeadingBoundary", "paging",
                                                        "groupPaging", "groupPagingCentered", "none")
            self.feat.add("orthogonal")
        if self.p(0.35 if full else 0.15):
            s["boundarySupplementaryItems"] = self.boundary()
        if self.p(0.25 if full else 0.1):
            d = {"kind": "background"}
            if self.p(0.5):
                d["contentInsets"] = self.insets(10)
            s["decorationItems"] = [d]
            self.feat.add("background")
        return s

    def layout(self):
        R = self.R
        conf = {}
        split = self.p(0.2 if not getattr(self, "splitty", False) else 0.7)
        if self.p(0.5):
            conf["interSectionSpacing"] = R.randint(0, 30)
        if self.p(0.2):
            conf["boundarySupplementaryItems"] = self.boundary(layout_wide=True)
        if self.p(0.2):
            conf["regularSizeClassMinWidth"] = R.randint(400, 1000)
        if split:
            self.feat.add("split")
            conf["split"] = {"leftSideRatio": r2(R.uniform(0.2, 0.8)), "splitSpacing": R.randint(0, 30)}
            if self.p(0.5):
                conf["variants"] = [{"when": {"width": "..<%d" % R.randint(500, 1200)}, "split": {"leftSideRatio": 0}}]
                self.feat.add("splitCollapse")
        elif self.p(0.1):
            conf["variants"] = [{"when": self.when(), "interSectionSpacing": R.randint(0, 40)}]
        secs = []
        for k in range(R.randint(1, 4)):
            s = {"name": "s%d" % k}
            if split:
                s["side"] = self.ch("left", "right")
            s["items"] = R.randint(0, 14) if self.p(0.95) else 0
            s.update(self.section_keys(True))
            if self.p(0.4):
                self.feat.add("variants")
                s["variants"] = []
                for _ in range(R.randint(1, 3)):
                    v = {"when": self.when()}
                    v.update(self.section_keys(False))
                    if len(v) == 1:
                        v["interGroupSpacing"] = R.randint(0, 30)
                    s["variants"].append(v)
            secs.append(s)
        d = {}
        if conf:
            d["configuration"] = conf
        d["sections"] = secs
        return d


def widths(R, n=6):
    special = [280, 320, 375, 390, 499, 500, 501, 599, 600, 767, 768, 1023, 1024, 1025, 1199, 1200, 1440, 2000]
    ws = set(R.sample(special, 3))
    while len(ws) < n:
        ws.add(R.randint(280, 2000))
    return sorted(ws)
