#!/usr/bin/env python3
"""Writes Examples/tags.json: a tag cloud of 200 chips in one flow section.

Chip i is titled WORDS[i % 20], followed by " " + str(i // 20) from the
second round of words on; it is 24 + 8 x (characters in its title) wide and
32 tall. Run from the repository root: python3 Examples/make-tags.py
(EndToEndTests/FlowExampleTests checks the file against the same rule).
"""
import json

WORDS = ["swift", "linux", "layout", "diff", "flow", "chips", "ui", "tags", "headless", "plugins",
         "json", "server", "driven", "lists", "grid", "compose", "render", "scroll", "viewport", "cells"]


def title(i):
    return WORDS[i % 20] + ("" if i < 20 else " " + str(i // 20))


items = [{"id": "tag-%d" % i, "component": "badge", "props": {"text": title(i), "color": "#5856D6"},
          "size": {"width": 24 + 8 * len(title(i)), "height": 32}} for i in range(200)]
document = {
    "format": 1,
    "viewport": {"width": 375, "height": 812, "scale": 3,
                 "contentInset": {"top": 54, "leading": 0, "bottom": 34, "trailing": 0}},
    "sections": [{
        "id": "tags",
        "flow": {
            "minimumLineSpacing": 8, "minimumInteritemSpacing": 8,
            "sectionInset": {"top": 16, "leading": 16, "bottom": 16, "trailing": 16},
            "headerReferenceSize": {"width": 0, "height": 40},
            "header": {"component": "label", "props": {"text": "Tags", "fontSize": 22}},
        },
        "items": items,
    }],
}
with open("Examples/tags.json", "w") as out:
    json.dump(document, out, indent=2)
    out.write("\n")
