/// The search page's script, written once as `assets/search.<hash>.js`: it asks Pagefind's
/// index (`pagefind/pagefind.js`) and shows the results as the theme's rows (thumbnail, title,
/// excerpt, the sections that matched), the filters as chips, and the count in a live region.
/// The page's words come from the form's data attributes; without the script the page shows
/// the latest episodes and says where to browse instead.
enum SearchScript {
    static let source = #"""
        // sitegen search: Pagefind's index, the theme's results.
        (function () {
          "use strict";
          var form = document.getElementById("sg-search");
          if (!form) return;
          var words = form.dataset, input = form.querySelector("input[type=search]");
          var status = document.getElementById("sg-search-status"), list = document.getElementById("sg-search-results");
          var filtersBox = document.getElementById("sg-search-filters"), latest = document.getElementById("sg-search-latest");
          var more = document.getElementById("sg-search-more");
          var root = new URL(words.root, location.href).pathname, plural = new Intl.PluralRules(document.documentElement.lang || "en");
          var pagefind = null, chosen = {}, shown = [], serial = 0, page = 10;
          function element(name, className, text) {
            var node = document.createElement(name);
            if (className) node.className = className;
            if (text) node.textContent = text;
            return node;
          }
          function count(n, query) {
            var pattern = plural.select(n) === "one" ? words.one : words.other;
            return pattern.replace("{count}", n.toLocaleString(document.documentElement.lang || "en")).replace("{query}", query);
          }
          function row(data) {
            var item = element("li", "search-result"), link = element("a", "search-result-link");
            link.href = data.url;
            var media = element("span", "search-result-media");
            if (data.meta.image) {
              var image = element("img");
              image.src = data.meta.image;
              image.alt = "";
              image.loading = "lazy";
              media.append(image);
            }
            var text = element("span", "search-result-text");
            text.append(element("span", "search-result-title", data.meta.title || data.url));
            var excerpt = element("span", "search-result-excerpt");
            excerpt.innerHTML = data.excerpt; // Pagefind's excerpt: the page's text, escaped, with <mark>s
            text.append(excerpt);
            link.append(media, text);
            item.append(link);
            var parts = (data.sub_results || []).filter(function (part) { return part.url !== data.url; }).slice(0, 3);
            if (parts.length) {
              var sub = element("ul", "search-result-parts");
              parts.forEach(function (part) {
                var entry = element("li"), anchor = element("a", null, part.title);
                anchor.href = part.url;
                entry.append(anchor);
                sub.append(entry);
              });
              item.append(sub);
            }
            return item;
          }
          function showMore(results, mine) {
            var next = results.slice(shown.length, shown.length + page);
            return Promise.all(next.map(function (result) { return result.data(); })).then(function (data) {
              if (mine !== serial) return;
              data.forEach(function (entry) { shown.push(entry); list.append(row(entry)); });
              more.hidden = shown.length >= results.length;
              more.onclick = function () { showMore(results, mine); };
            });
          }
          function filtersQuery() {
            var query = {};
            Object.keys(chosen).forEach(function (name) {
              if (chosen[name].length) query[name] = { any: chosen[name] };
            });
            return query;
          }
          function search() {
            var query = input.value.trim(), mine = ++serial;
            var url = new URL(location.href);
            if (query) url.searchParams.set("q", query); else url.searchParams.delete("q");
            history.replaceState(null, "", url);
            latest.hidden = !!query;
            if (!query) {
              list.replaceChildren();
              status.textContent = "";
              more.hidden = true;
              return Promise.resolve();
            }
            return load().then(function () { return pagefind.debouncedSearch(query, { filters: filtersQuery() }, 150); })
              .then(function (found) {
                if (!found || mine !== serial) return;
                shown = [];
                list.replaceChildren();
                return showMore(found.results, mine).then(function () {
                  if (mine === serial) status.textContent = count(found.results.length, query);
                });
              });
          }
          function chip(name, value, n) {
            var label = element("label", "search-chip"), box = element("input", "search-filter");
            box.type = "checkbox";
            box.name = name;
            box.value = value;
            box.addEventListener("change", function () {
              var checked = filtersBox.querySelectorAll("input[name='" + CSS.escape(name) + "']:checked");
              chosen[name] = Array.prototype.map.call(checked, function (other) { return other.value; });
              search();
            });
            label.append(box, element("span", null, value), element("span", "search-chip-count", String(n)));
            return label;
          }
          function showFilters(filters) {
            Object.keys(filters).sort().forEach(function (name) {
              var values = Object.keys(filters[name]);
              if (!values.length) return;
              var group = element("fieldset", "search-filter-group");
              group.append(element("legend", null, words["filter" + name.charAt(0).toUpperCase() + name.slice(1)] || name));
              values.sort(function (a, b) { return a.localeCompare(b); }).forEach(function (value) {
                group.append(chip(name, value, filters[name][value]));
              });
              filtersBox.append(group);
            });
            filtersBox.hidden = !filtersBox.querySelector("fieldset");
          }
          var loading = null;
          function load() {
            if (!loading) {
              loading = import(root + "pagefind/pagefind.js").then(function (module) {
                pagefind = module;
                return pagefind.options({ baseUrl: root }).then(function () { return pagefind.init(); });
              }).then(function () {
                return pagefind.filters();
              }).then(showFilters);
            }
            return loading;
          }
          form.addEventListener("submit", function (event) { event.preventDefault(); search(); });
          input.addEventListener("input", search);
          var initial = new URLSearchParams(location.search).get("q");
          if (initial) input.value = initial;
          load().then(search);
        })();
        """#
}
