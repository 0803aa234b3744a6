#!/usr/bin/env bash
# Draws the demonstration covers of the shipped catalogue and the demo news (content/media/articles/)
# with ffmpeg (the static build of npm @ffmpeg-installer/ffmpeg, as make-demo-media.sh), and copies the demo course's welcome video as the catalogue's sample video.
# Every picture carries a visible '演示 DEMO' mark. Run: bash content/media/make-article-covers.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
font="${CJK_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
out="$here/articles"
mkdir -p "$out"

ff="${FFMPEG:-$(cd "$here/../.." && node -e "process.stdout.write(require('@ffmpeg-installer/ffmpeg').path)")}"

cover() { # file colour title subtitle
  "$ff" -hide_banner -loglevel error -y -f lavfi -i "color=c=$2:s=480x270" -frames:v 1 -vf "\
drawbox=y=170:w=iw:h=100:color=black@0.2:t=fill,\
drawtext=fontfile=$font:text='$3':fontcolor=white:fontsize=46:x=(w-text_w)/2:y=88,\
drawtext=fontfile=$font:text='$4':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=206,\
drawtext=fontfile=$font:text='演示 DEMO':fontcolor=white:fontsize=15:x=16:y=14:box=1:boxcolor=0xd4380d@0.9:boxborderw=6" \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$out/$1"
}

cover product-dream-its.png '0x1677ff' 'Dream-ITS' '婴幼儿语言沟通筛查 · 0–3'
cover product-dream-it.png '0x13a8a8' 'Dream-IT' '婴幼儿语言沟通评估 · 0–3'
cover product-dream-s.png '0x722ed1' 'Dream-S 2.0' '儿童语言能力筛查 · 3–8'
cover product-dream-c.png '0xc41d7f' 'Dream-C' '普通话听力理解与表达 · 3–8'
cover product-swam.png '0xd46b08' 'SWAM' '移动端言语预警测试 · 2–10'
cover product-ment.png '0x389e0d' 'Ment' '家长引导早期语言家庭训练 · 0–4'
cover news-screening-week.png '0x0958d9' '早筛周' 'Early screening week'
cover news-report-v2.png '0x08979c' '报告 2.0' 'Report version 2'
cover news-training-course.png '0x531dab' '家庭训练' 'Home training course'
cover news-parent-offline.png '0xad6800' '离线作答' 'Answers kept offline'

cp "$here/demo/welcome.mp4" "$out/sample-video.mp4"
