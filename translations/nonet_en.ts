<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HintText</name>
    <message numerus="yes">
        <source>Wrong digit in %1.</source>
        <translation>
            <numerusform>Wrong digit in %1.</numerusform>
            <numerusform>Wrong digits in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::app::MainWindow</name>
    <message numerus="yes">
        <source>%n wrong digit(s) marked.</source>
        <translation>
            <numerusform>%n wrong digit marked.</numerusform>
            <numerusform>%n wrong digits marked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nonet::ui::Keypad</name>
    <message numerus="yes">
        <source>%n left to place</source>
        <translation>
            <numerusform>%n left to place</numerusform>
            <numerusform>%n left to place</numerusform>
        </translation>
    </message>
</context>
</TS>
