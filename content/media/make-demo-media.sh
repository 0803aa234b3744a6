#!/usr/bin/env bash
# Regenerates the demonstration media of the demo training course (content/media/demo/) and the
# demo "parent uploads" (content/media/demo-uploads/). Everything is drawn and spoken here by
# machine: ImageMagick pictures, espeak-ng speech (voice 'cmn' for the Chinese content), ffmpeg
# (the same static build the videos module uses, npm @ffmpeg-installer/ffmpeg) for H.264/AAC mp4
# and AAC m4a. Run from anywhere: bash content/media/make-demo-media.sh
# Outputs are kept small (320x240, low bitrates) and metadata-free so reruns give near-identical
# files; the seed test compares stored uploads with these committed bytes, so commit what it makes.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ff="${FFMPEG:-$(cd "$root" && node -e "process.stdout.write(require('@ffmpeg-installer/ffmpeg').path)")}"
font="${CJK_FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
out="$here/demo"
up="$here/demo-uploads"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out" "$up"

ffq() { "$ff" -hide_banner -loglevel error -y "$@"; }
# PNG without time chunks, 8-bit palette where it fits: a few KB.
png() {
  local dest="${*: -1}"
  convert "${@:1:$#-1}" -strip -define png:exclude-chunks=date,time +set date:create +set date:modify "$dest"
}

speak() { # voice text wav
  espeak-ng -v "$1" -s 140 -w "$3" "$2"
}

m4a() { # wav m4a
  ffq -i "$1" -ac 1 -ar 22050 -c:a aac -b:a 32k -map_metadata -1 -fflags +bitexact -flags:a +bitexact "$2"
}

# video: picture(png 320x240) wav seconds caption mp4 — the picture slowly zooms, the caption
# sits at the bottom, the speech plays over it; "演示" in a corner marks it as demonstration.
video() {
  local pic="$1" wav="$2" secs="$3" caption="$4" dest="$5"
  ffq -loop 1 -framerate 15 -i "$pic" -i "$wav" -t "$secs" \
    -filter_complex "[0:v]scale=320:240,zoompan=z='min(zoom+0.0012,1.15)':d=1:s=320x240:fps=15,\
drawbox=y=ih-40:w=iw:h=40:color=black@0.55:t=fill,\
drawtext=fontfile=$font:text='$caption':fontcolor=white:fontsize=18:x=(w-text_w)/2:y=h-30,\
drawtext=fontfile=$font:text='演示 DEMO':fontcolor=white:fontsize=12:x=8:y=8:box=1:boxcolor=red@0.7:boxborderw=4,\
format=yuv420p[v];[1:a]apad,aformat=sample_rates=22050:channel_layouts=mono[a]" \
    -map "[v]" -map "[a]" -c:v libx264 -profile:v baseline -preset veryslow -crf 30 -threads 1 \
    -c:a aac -b:a 32k -shortest -movflags +faststart -map_metadata -1 -fflags +bitexact \
    -flags:v +bitexact -flags:a +bitexact "$dest"
}

# --- pictures -------------------------------------------------------------------------------
label() { echo "-font $font -fill #333333 -pointsize $1"; }

# A picture-book cover: a sun, a hill, a house, the title.
png -size 320x240 xc:'#bfe3ff' \
  -fill '#7cc46b' -draw 'ellipse 160,260 220,90 0,360' \
  -fill '#ffd23f' -draw 'circle 265,50 265,78' \
  -fill '#e76f51' -draw 'polygon 95,130 140,95 185,130' -fill '#f4e1c1' -draw 'rectangle 105,130 175,180' \
  -fill '#6d4c41' -draw 'rectangle 132,150 148,180' \
  $(label 22) -annotate +70+40 '我的图画书' $(label 14) -annotate +96+62 'My picture book' \
  $(label 11) -fill '#b00020' -annotate +8+232 '演示素材 demonstration' \
  -colors 32 "$out/welcome-cover.png"

# Five everyday things with their names.
png -size 320x240 xc:'#fffaf0' \
  -fill '#d62828' -draw 'circle 50,70 50,100' -fill '#2a9d8f' -draw 'rectangle 22,66 26,40' \
  -fill '#8ecae6' -draw 'rectangle 120,45 160,100' -fill '#8ecae6' -draw 'arc 150,55 180,85 -90,90' \
  -fill '#f77f00' -draw 'circle 250,72 250,100' \
  -fill '#6a4c93' -draw 'roundrectangle 40,140 110,175 12,12' \
  -fill '#386641' -draw 'rectangle 190,135 260,185' -fill '#f2e8cf' -draw 'rectangle 196,140 254,180' \
  $(label 14) -annotate +30+122 '苹果 apple' -annotate +110+122 '杯子 cup' -annotate +225+122 '球 ball' \
  -annotate +40+200 '鞋 shoe' -annotate +195+205 '书 book' \
  $(label 11) -fill '#b00020' -annotate +8+232 '演示素材 demonstration' \
  -colors 32 "$out/look-and-name.png"

# A story page: a cat, a tree, a car and a bird to point at.
png -size 320x240 xc:'#f1faee' \
  -fill '#588157' -draw 'rectangle 60,90 72,170' -fill '#a3b18a' -draw 'circle 66,80 66,40' \
  -fill '#ffb703' -draw 'circle 160,140 160,165' -fill '#ffb703' -draw 'polygon 140,122 146,100 152,120' -draw 'polygon 168,120 174,100 180,122' \
  -fill '#219ebc' -draw 'roundrectangle 215,135 300,165 8,8' -fill '#023047' -draw 'circle 235,170 235,180' -draw 'circle 282,170 282,180' \
  -fill '#e63946' -draw 'ellipse 250,50 16,10 0,360' -draw 'polygon 264,50 276,44 276,56' \
  $(label 18) -annotate +110+30 '小猫去散步' $(label 12) -annotate +112+48 'The cat goes for a walk' \
  $(label 11) -fill '#b00020' -annotate +8+232 '演示素材 demonstration' \
  -colors 32 "$out/story-time.png"

# Turn-taking: two hands and a tower of blocks.
png -size 320x240 xc:'#fdf0d5' \
  -fill '#e63946' -draw 'rectangle 140,170 180,200' -fill '#457b9d' -draw 'rectangle 140,135 180,165' \
  -fill '#f4a261' -draw 'rectangle 140,100 180,130' -fill '#2a9d8f' -draw 'rectangle 140,65 180,95' \
  -fill '#ffcdb2' -draw 'ellipse 70,110 28,18 0,360' -draw 'ellipse 250,110 28,18 0,360' \
  $(label 16) -annotate +40+60 '到我了' -annotate +222+60 '到你了' \
  $(label 11) -fill '#b00020' -annotate +8+232 '演示素材 demonstration' \
  -colors 32 "$tmp/turns.png"

# --- speech ---------------------------------------------------------------------------------
speak cmn '欢迎来到语言小岛。和孩子一起看看图画书的封面，说说上面有什么。这是演示素材。' "$tmp/welcome.wav"
speak cmn '看一看，说一说。这是什么？苹果。杯子。球。鞋。书。' "$tmp/look.wav"
speak cmn '苹果，杯子，球，鞋，书。' "$tmp/look-words.wav"
speak cmn '小猫去散步。它看见一棵树，一辆车，还有一只小鸟。' "$tmp/story.wav"
speak cmn '小狗，汪汪汪。小猫，喵喵喵。小鸭，嘎嘎嘎。' "$tmp/sounds.wav"
speak cmn '到我了。放一块积木。到你了。' "$tmp/turns.wav"

video "$out/welcome-cover.png" "$tmp/welcome.wav" 7 '欢迎来到小岛 Welcome' "$out/welcome.mp4"
video "$out/look-and-name.png" "$tmp/look.wav" 7 '看一看，说一说 Look and name' "$out/look-and-name.mp4"
video "$tmp/turns.png" "$tmp/turns.wav" 6 '轮流搭积木 Taking turns' "$out/turn-taking.mp4"
m4a "$tmp/look-words.wav" "$out/look-and-name.m4a"
m4a "$tmp/story.wav" "$out/story-time.m4a"
m4a "$tmp/sounds.wav" "$out/sound-play.m4a"

# --- demo parent uploads (what a parent might send from a phone) ------------------------------
png -size 320x240 xc:'#e9edc9' \
  -fill '#bc6c25' -draw 'rectangle 0,170 320,240' \
  -fill '#e63946' -draw 'rectangle 130,130 170,170' -fill '#457b9d' -draw 'rectangle 130,95 170,125' \
  -fill '#f4a261' -draw 'rectangle 130,60 170,90' \
  -fill '#ffcdb2' -draw 'circle 235,120 235,150' -fill '#333333' -draw 'circle 225,115 225,118' -draw 'circle 245,115 245,118' \
  $(label 13) -annotate +10+24 '家长上传的照片（演示）' $(label 11) -annotate +10+40 'parent photo (demonstration)' \
  -quality 70 "$up/parent-photo.jpg"
speak cmn '宝宝说：到我了！再放一块。' "$tmp/parent-voice.wav"
m4a "$tmp/parent-voice.wav" "$up/parent-voice.m4a"
speak cmn '妈妈：轮到谁了？宝宝：到我了！' "$tmp/parent-clip.wav"
video "$up/parent-photo.jpg" "$tmp/parent-clip.wav" 5 '家长拍摄（演示）Parent clip' "$up/parent-clip.mp4"

du -ab "$out" "$up" | sort -k2
