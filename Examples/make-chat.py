#!/usr/bin/env python3
"""Writes Examples/chat.json and Examples/chat-older.json: a chat of 60 pt
messages in one section.

chat.json holds messages m50 ... m99; chat-older.json the same conversation
after loading 50 older messages, m0 ... m49, above them (every id kept).
Run from the repository root: python3 Examples/make-chat.py
(EndToEndTests/ChatAnchorTests plays them with Examples/scripts/chat-older*.json).
"""
import json


def document(first):
    items = [{"id": "m%d" % i, "component": "label", "props": {"text": "message %d" % i}}
             for i in range(first, 100)]
    full = {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}
    return {
        "format": 1,
        "viewport": {"width": 375, "height": 812, "scale": 3,
                     "contentInset": {"top": 54, "leading": 0, "bottom": 34, "trailing": 0}},
        "sections": [{
            "id": "messages",
            "group": {"axis": "horizontal",
                      "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}},
                      "subitems": [{"item": {"size": full}}]},
            "items": items,
        }],
    }


for name, first in [("chat.json", 50), ("chat-older.json", 0)]:
    with open("Examples/" + name, "w") as out:
        json.dump(document(first), out, indent=2)
        out.write("\n")
