#!/usr/bin/env bash
# Makes GRTV's sample HLS media with ffmpeg from a synthetic source (no downloads, nothing committed).
#
#   make-sample-media.sh [OUT_DIR]                          every default asset into OUT_DIR
#   make-sample-media.sh OUT_DIR ASSET COLOUR LABEL [HZ]    one asset (COLOUR like 0xF28C28)
#
# OUT_DIR defaults to $MEDIA_DIR, else .data/media (relative to the current directory).
# Each asset becomes OUT_DIR/<asset>/master.m3u8 plus one folder per rendition
# (144p, 240p, 360p, 720p: index.m3u8 + 2-second MPEG-TS segments), a ladder sized for
# expensive mobile data. Idempotent: an asset whose master.m3u8 exists is skipped; an asset is
# built in a temporary folder and moved into place, so an interrupted run leaves nothing half-made.
#
# Environment: SAMPLE_SECONDS (default 16), SEGMENT_SECONDS (default 2).
set -euo pipefail

OUT_DIR="${1:-${MEDIA_DIR:-.data/media}}"
SECONDS_LONG="${SAMPLE_SECONDS:-16}"
SEGMENT="${SEGMENT_SECONDS:-2}"
FPS=25
GOP=$((FPS * SEGMENT))

if ! command -v ffmpeg >/dev/null 2>&1; then
  echo "make-sample-media: ffmpeg is not installed. Install it with: apt-get install -y ffmpeg" >&2
  exit 127
fi

# The ladder: name width height video-kbps max-kbps audio-kbps profile level.
LADDER=(
  "144p 256 144 110 130 48 baseline 3.0"
  "240p 426 240 220 260 64 baseline 3.0"
  "360p 640 360 450 520 64 main 3.1"
  "720p 1280 720 1400 1600 96 main 3.1"
)

# Peak and average bit rate (bit/s) of one rendition, measured from its segments' sizes and durations.
measure_rendition() {
  local folder="$1"
  awk -v folder="$folder" '
    /^#EXTINF:/ { sub(/^#EXTINF:/, ""); sub(/,.*/, ""); duration = $0 + 0; next }
    /^[^#]/ && duration > 0 {
      cmd = "stat -c %s \"" folder "/" $0 "\""; cmd | getline size; close(cmd)
      rate = size * 8 / duration; if (rate > peak) peak = rate
      total += size; seconds += duration; duration = 0
    }
    END { printf "%d %d\n", peak + 0.5, (seconds > 0 ? total * 8 / seconds : 0) + 0.5 }' "$folder/index.m3u8"
}

# ffmpeg writes BANDWIDTH from the requested bit rates, below what the segments really need once
# audio and MPEG-TS overhead count; a player on a slow link would then pick a rung it cannot hold.
# Declare the measured peak (BANDWIDTH) and average (AVERAGE-BANDWIDTH) instead.
declare_measured_bandwidth() {
  local dir="$1" line uri peak average
  local out="$dir/master.m3u8.new" pending=""
  while IFS= read -r line || [[ -n $line ]]; do
    if [[ $line == '#EXT-X-STREAM-INF:'* ]]; then
      pending="$line"
    elif [[ -n $pending && -n $line && $line != '#'* ]]; then
      uri="$line"
      read -r peak average < <(measure_rendition "$dir/$(dirname "$uri")")
      pending="$(sed -E "s/BANDWIDTH=[0-9]+/BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average}/" <<<"$pending")"
      printf '%s\n%s\n' "$pending" "$uri"
      pending=""
    elif [[ -z $pending && -n $line ]]; then
      printf '%s\n' "$line"
    fi
  done <"$dir/master.m3u8" >"$out"
  mv "$out" "$dir/master.m3u8"
}

make_asset() {
  local out="$1" asset="$2" colour="$3" label="$4" hz="${5:-440}"
  local final="$out/$asset"
  if [[ -f "$final/master.m3u8" ]]; then
    echo "make-sample-media: $asset already made, skipping"
    return 0
  fi
  mkdir -p "$out"
  local tmp
  tmp="$(mktemp -d "$out/.making-$asset-XXXXXX")"
  trap 'rm -rf "$tmp"' RETURN

  # One source, drawn once at 720p: the test pattern tinted with the asset's colour band, its label
  # and a running clock; each rendition is a scaled copy with its own name burnt in (to see ABR work).
  local n=${#LADDER[@]}
  local graph="[0:v]drawbox=x=0:y=ih*0.70:w=iw:h=ih*0.30:color=${colour}@0.88:t=fill,"
  graph+="drawtext=text='${label}':fontcolor=white:fontsize=84:x=(w-tw)/2:y=h*0.73:borderw=3:bordercolor=black@0.6,"
  graph+="drawtext=text='%{pts\\:hms}':fontcolor=white:fontsize=54:x=(w-tw)/2:y=h*0.87:borderw=2:bordercolor=black@0.6,"
  graph+="split=${n}"
  local i
  for ((i = 0; i < n; i++)); do graph+="[s$i]"; done
  local maps=() codecs=() streams=()
  for ((i = 0; i < n; i++)); do
    read -r name w h vk mk ak profile level <<<"${LADDER[$i]}"
    graph+=";[s$i]scale=${w}:${h}:flags=bicubic,"
    graph+="drawtext=text='${name}':fontcolor=yellow:fontsize=$((h / 9)):x=w-tw-$((h / 20)):y=$((h / 20)):borderw=2:bordercolor=black,format=yuv420p[v$i]"
    maps+=(-map "[v$i]" -map 1:a)
    codecs+=(-profile:v:$i "$profile" -level:v:$i "$level" -b:v:$i "${vk}k" -maxrate:v:$i "${mk}k" -bufsize:v:$i "$((mk * 2))k" -b:a:$i "${ak}k")
    streams+=("v:$i,a:$i,name:$name")
    mkdir -p "$tmp/$name"
  done

  echo "make-sample-media: making $asset (${SECONDS_LONG}s, ${SEGMENT}s segments, ${n} renditions)"
  ffmpeg -hide_banner -loglevel error -nostdin -y \
    -f lavfi -i "testsrc2=size=1280x720:rate=${FPS}:duration=${SECONDS_LONG}" \
    -f lavfi -i "sine=frequency=${hz}:beep_factor=4:sample_rate=44100:duration=${SECONDS_LONG}" \
    -filter_complex "$graph" \
    "${maps[@]}" \
    -c:v libx264 -preset veryfast -pix_fmt yuv420p -r "$FPS" \
    -g "$GOP" -keyint_min "$GOP" -sc_threshold 0 -force_key_frames "expr:gte(t,n_forced*${SEGMENT})" \
    -c:a aac -ac 1 -ar 44100 \
    "${codecs[@]}" \
    -f hls -hls_time "$SEGMENT" -hls_playlist_type vod -hls_flags independent_segments \
    -hls_segment_type mpegts -hls_segment_filename "$tmp/%v/seg_%03d.ts" \
    -master_pl_name master.m3u8 -var_stream_map "${streams[*]}" \
    "$tmp/%v/index.m3u8"

  declare_measured_bandwidth "$tmp"
  rm -rf "$final"
  mv "$tmp" "$final"
  chmod 755 "$final"
  echo "make-sample-media: $asset ready in $final"
}

if [[ $# -ge 4 ]]; then
  make_asset "$OUT_DIR" "$2" "$3" "$4" "${5:-440}"
  exit 0
fi

# The default assets: different colours, labels and tones, so the catalogue is not one clip.
make_asset "$OUT_DIR" grtv-sunrise 0xE8702A "GRTV Sunrise" 440
make_asset "$OUT_DIR" grtv-savanna 0x2E8B57 "GRTV Savanna" 523
make_asset "$OUT_DIR" grtv-harbour 0x1E6FD9 "GRTV Harbour" 659
